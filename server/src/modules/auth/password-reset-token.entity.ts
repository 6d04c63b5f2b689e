import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, TextColumn, TimestampColumn, UuidColumn } from '../../db/columns';

/** A single-use password reset token. Only its SHA-256 hash is stored; the token itself is mailed. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @IdColumn()
  id: string;

  @UuidColumn('user_id')
  userId: string;

  @TextColumn('token_hash')
  tokenHash: string;

  @TimestampColumn('expires_at')
  expiresAt: Date;

  @TimestampColumn('used_at', { nullable: true })
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
