import { Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../db/columns';

/** One villa on one user's shortlist; the primary key makes adding twice harmless. */
@Entity('shortlist_items')
export class ShortlistItem {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @CreatedAtColumn()
  createdAt: Date;
}
