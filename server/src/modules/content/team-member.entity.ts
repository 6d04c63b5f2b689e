import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

@Entity('team_members')
export class TeamMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  title: string;

  @Column('text')
  bio: string;

  @Column('text')
  image: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<TeamMember, 'title' | 'bio'>>;
}
