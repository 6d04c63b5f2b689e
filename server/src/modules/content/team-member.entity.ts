import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { IdField, SortOrderColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

@ObjectType({ description: 'A member of the team, shown on the About us page.' })
@Entity('team_members')
export class TeamMember {
  @IdField('increment')
  id: number;

  @TextField()
  name: string;

  @TextField({ description: 'Job title.' })
  title: string;

  @TextField()
  bio: string;

  @TextField({ description: 'Portrait image URL.' })
  image: string;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<TeamMember, 'title' | 'bio'>>;
}
