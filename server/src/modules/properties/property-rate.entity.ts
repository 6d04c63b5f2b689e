import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { DateField, IdColumn, IntField, UuidColumn } from '../../db/columns';

/**
 * A season of a villa: the nights from `from` up to, not including, `to` cost
 * `weeklyPrice` a week (in the villa's currency) instead of the villa's base price. Seasons of
 * one villa never overlap (exclusion constraint property_rates_no_overlap).
 */
@ObjectType('PropertyRate', { description: "A season with its own weekly price, in the villa's currency. Half-open like a stay: from the night of `from` up to, not including, the night of `to`." })
@Entity('property_rates')
export class PropertyRate {
  @IdColumn()
  id: string;

  @UuidColumn('property_id')
  propertyId: string;

  @DateField('starts_on', { description: 'First night of the season (YYYY-MM-DD).' })
  from: string;

  @DateField('ends_on', { description: 'The day after the last night of the season (YYYY-MM-DD), like a check-out.' })
  to: string;

  @IntField('weekly_price', { description: "Price per week in whole units of the villa's currency." })
  weeklyPrice: number;
}
