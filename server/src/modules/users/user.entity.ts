import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An account (spec section 3). The password hash is a column only: it has no GraphQL field,
 * is not selected unless a query asks for it (`addSelect('user.passwordHash')`), and
 * `userJson` leaves it out, so no answer can carry it.
 */
@ObjectType({ description: 'An account. Email is unique regardless of letter case.' })
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  name: string;

  @Field()
  @Column('text')
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash?: string;

  @Field({ description: 'When the account was created (member since).' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Field()
  @Column({ name: 'is_suspended', type: 'boolean', default: false })
  isSuspended: boolean;
}
