import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, TextColumn, UpdatedAtColumn, UuidColumn } from '../../db/columns';

/**
 * A basket belongs to one visitor session (session_id) or one signed-in user (user_id), never
 * both. A visitor's basket merges into the user's basket when they sign in.
 */
@Entity('baskets')
export class Basket {
  @IdColumn()
  id: string;

  @TextColumn('session_id', { nullable: true })
  sessionId: string | null;

  @UuidColumn('user_id', { nullable: true })
  userId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
