import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An extra in a basket; the same extra appears once, with a quantity. */
@Entity('cart_extras')
export class CartExtra {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'basket_id', type: 'uuid' })
  basketId: string;

  @Column({ name: 'extra_id', type: 'uuid' })
  extraId: string;

  @Column('int')
  quantity: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
