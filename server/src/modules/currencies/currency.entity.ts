import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { SortOrderColumn, TextField } from '../../db/columns';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** A display currency; exchangeRate converts from the base currency GBP. */
@ObjectType({ description: 'A display currency. exchangeRate converts from GBP, the base currency.' })
@Entity('currencies')
export class Currency {
  @Field()
  @PrimaryColumn({ type: 'char', length: 3 })
  code: string;

  @TextField()
  symbol: string;

  @Field(() => Float)
  @Column({ name: 'exchange_rate', type: 'numeric', precision: 12, scale: 6, transformer: numeric })
  exchangeRate: number;

  @SortOrderColumn()
  sortOrder: number;
}
