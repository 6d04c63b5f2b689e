import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

@ObjectType({ description: 'A member of the team, shown on the About us page.' })
@Entity('team_members')
export class TeamMember {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column('text')
  name: string;

  @Field({ description: 'Job title.' })
  @Column('text')
  title: string;

  @Field()
  @Column('text')
  bio: string;

  @Field({ description: 'Portrait image URL.' })
  @Column('text')
  image: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<TeamMember, 'title' | 'bio'>>;
}
