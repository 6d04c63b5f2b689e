import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A villa stay in a basket. Prices are minor units of `currency`, computed by the server. */
@Entity('cart_items')
export class CartItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'basket_id', type: 'uuid' })
  basketId: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @Column({ name: 'check_in', type: 'date' })
  checkIn: string;

  @Column({ name: 'check_out', type: 'date' })
  checkOut: string;

  @Column('int')
  guests: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ name: 'price_per_night', type: 'int' })
  pricePerNight: number;

  @Column({ name: 'total_nights', type: 'int' })
  totalNights: number;

  @Column({ name: 'total_price', type: 'int' })
  totalPrice: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
