import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/** A static blog article (spec section 2: six articles with category, author and date, no links). */
@ObjectType({ description: 'A static blog article (no page of its own).' })
@Entity('blog_articles')
export class BlogArticle {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column('text')
  title: string;

  @Field()
  @Column('text')
  excerpt: string;

  @Field()
  @Column('text')
  category: string;

  @Field()
  @Column('text')
  author: string;

  @Field({ description: 'Publication date, ISO date (YYYY-MM-DD).' })
  @Column({ name: 'published_on', type: 'date' })
  publishedOn: string;

  @Field({ description: 'Image URL.' })
  @Column('text')
  image: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Pick<BlogArticle, 'title' | 'excerpt' | 'category'>>;
}
