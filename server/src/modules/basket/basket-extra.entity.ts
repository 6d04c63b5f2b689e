import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, IntColumn, UuidColumn } from '../../db/columns';

/** An extra in a basket; the same extra appears once, with a quantity. */
@Entity('cart_extras')
export class BasketExtra {
  @IdColumn()
  id: string;

  @UuidColumn('basket_id')
  basketId: string;

  @UuidColumn('extra_id')
  extraId: string;

  @IntColumn()
  quantity: number;

  @CreatedAtColumn()
  createdAt: Date;
}
