import { Entity } from 'typeorm';
import { CreatedAtColumn, CurrencyColumn, DateColumn, IdColumn, IntColumn, UuidColumn } from '../../db/columns';

/** A villa stay in a basket. Prices are minor units of `currency`, computed by the server. */
@Entity('cart_items')
export class BasketItem {
  @IdColumn()
  id: string;

  @UuidColumn('basket_id')
  basketId: string;

  @UuidColumn('property_id')
  propertyId: string;

  @DateColumn('check_in')
  checkIn: string;

  @DateColumn('check_out')
  checkOut: string;

  @IntColumn()
  guests: number;

  @CurrencyColumn()
  currency: string;

  @IntColumn('price_per_night')
  pricePerNight: number;

  @IntColumn('total_nights')
  totalNights: number;

  @IntColumn('total_price')
  totalPrice: number;

  @CreatedAtColumn()
  createdAt: Date;
}
