import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/** A static blog article (spec section 2: six articles with category, author and date, no links). */
@Entity('blog_articles')
export class BlogArticle {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  title: string;

  @Column('text')
  excerpt: string;

  @Column('text')
  category: string;

  @Column('text')
  author: string;

  @Column({ name: 'published_on', type: 'date' })
  publishedOn: string;

  @Column('text')
  image: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<BlogArticle, 'title' | 'excerpt' | 'category'>>;
}
