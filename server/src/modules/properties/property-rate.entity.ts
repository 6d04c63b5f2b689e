import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A season of a villa (issue 14): the nights from `from` up to, not including, `to` cost
 * `weeklyPrice` a week (in the villa's currency) instead of the villa's base price. Seasons of
 * one villa never overlap (exclusion constraint property_rates_no_overlap).
 */
@ObjectType('PropertyRate', { description: "A season with its own weekly price, in the villa's currency. Half-open like a stay: from the night of `from` up to, not including, the night of `to`." })
@Entity('property_rates')
export class PropertyRate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @Field({ description: 'First night of the season (YYYY-MM-DD).' })
  @Column({ name: 'starts_on', type: 'date' })
  from: string;

  @Field({ description: 'The day after the last night of the season (YYYY-MM-DD), like a check-out.' })
  @Column({ name: 'ends_on', type: 'date' })
  to: string;

  @Field(() => Int, { description: "Price per week in whole units of the villa's currency." })
  @Column({ name: 'weekly_price', type: 'int' })
  weeklyPrice: number;
}
