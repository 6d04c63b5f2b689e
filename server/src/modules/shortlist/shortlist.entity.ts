import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One villa on one user's shortlist; the primary key makes adding twice harmless. */
@Entity('shortlist_items')
export class ShortlistItem {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
