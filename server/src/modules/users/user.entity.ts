import { ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BooleanField, CreatedAtField, IdField, TextField, TimestampColumn } from '../../db/columns';

/**
 * An account. The password hash is a column only: it has no GraphQL field,
 * is not selected unless a query asks for it (`addSelect('user.passwordHash')`), and
 * `userJson` leaves it out, so no answer can carry it.
 */
@ObjectType({ description: 'An account. Email is unique regardless of letter case.' })
@Entity('users')
export class User {
  @IdField()
  id: string;

  @TextField()
  name: string;

  @TextField()
  email: string;

  @TextField({ nullable: true })
  phone: string | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash?: string;

  @CreatedAtField('When the account was created (member since).')
  createdAt: Date;

  @BooleanField('is_admin', { default: false })
  isAdmin: boolean;

  @BooleanField('is_owner', { default: false, description: 'A villa owner: reaches the owner portal for the villas staff linked to the account.' })
  isOwner: boolean;

  @BooleanField('is_suspended', { default: false })
  isSuspended: boolean;

  /** When the owner opened the confirmation link of the address; null while unverified. */
  @TimestampColumn('email_verified_at', { nullable: true })
  emailVerifiedAt: Date | null;
}
