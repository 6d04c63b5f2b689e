import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { DateField, IdField, SortOrderColumn, TextField, TranslationsColumn } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

/** A static blog article (six articles with category, author and date, no links). */
@ObjectType({ description: 'A static blog article (no page of its own).' })
@Entity('blog_articles')
export class BlogArticle {
  @IdField('increment')
  id: number;

  @TextField()
  title: string;

  @TextField()
  excerpt: string;

  @TextField()
  category: string;

  @TextField()
  author: string;

  @DateField('published_on', { description: 'Publication date, ISO date (YYYY-MM-DD).' })
  publishedOn: string;

  @TextField({ description: 'Image URL.' })
  image: string;

  @SortOrderColumn()
  sortOrder: number;

  @TranslationsColumn()
  translations: Translations<Pick<BlogArticle, 'title' | 'excerpt' | 'category'>>;
}
