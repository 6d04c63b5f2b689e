import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Translations } from '../../i18n/localize';

/** An amenity in either spec form: { icon, label } or the string "icon:label". */
export type Amenity = { icon: string; label: string } | string;

type Localized = Pick<Property, 'title' | 'location' | 'region' | 'description' | 'longDescription' | 'features' | 'layout' | 'nearbyAttractions' | 'badge'> & { amenities: Amenity[] };

/** A villa sold by the week (spec section 3, Property). Prices are whole GBP per week. */
// simpleResolvers: the plain fields use graphql's default resolver, not a wrapper per field and
// villa (none of them is guarded; field resolvers such as `amenities` keep theirs).
@ObjectType({ description: 'A villa sold by the week.', simpleResolvers: true })
@Entity('properties')
export class Property {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Stable readable key, unique.' })
  @Column('text', { unique: true })
  slug: string;

  @Field()
  @Column('text')
  title: string;

  @Field()
  @Column('text')
  location: string;

  @Field({ description: 'Destination name, e.g. "Corfu".' })
  @Column('text')
  region: string;

  @Field(() => ID)
  @Column({ name: 'destination_key', type: 'text' })
  destinationKey: string;

  @Field(() => Int, { description: 'Price per week in whole units of `currency`.' })
  @Column('int')
  price: number;

  @Field()
  @Column({ type: 'char', length: 3, default: 'GBP' })
  currency: string;

  /**
   * URLs of the generated illustrations (the demo catalogue). GraphQL `images` and REST `images`
   * show the villa's uploaded photos instead as soon as it has one (media module).
   */
  @Column('jsonb')
  images: string[];

  @Field()
  @Column('text')
  description: string;

  @Field()
  @Column({ name: 'long_description', type: 'text' })
  longDescription: string;

  /**
   * Raw spec forms; GraphQL exposes them normalised as Amenity objects (see the resolver). The
   * table also has `amenity_groups`, the search's amenity groups generated from this column by the
   * database (search-indexes migration); like bookings' `stay` it is not mapped here.
   */
  @Column('jsonb')
  amenities: Amenity[];

  @Field(() => [String])
  @Column('jsonb')
  features: string[];

  @Field(() => [String])
  @Column('jsonb')
  layout: string[];

  @Field(() => [String])
  @Column({ name: 'nearby_attractions', type: 'jsonb' })
  nearbyAttractions: string[];

  @Field(() => Int)
  @Column('int')
  bedrooms: number;

  @Field(() => Int)
  @Column('int')
  bathrooms: number;

  @Field(() => Int)
  @Column('int')
  sleeps: number;

  @Field(() => Int, { nullable: true, description: 'Discount in percent, if any.' })
  @Column({ type: 'int', nullable: true })
  discount: number | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  badge: string | null;

  @Field(() => Int)
  @Column({ name: 'min_nights', type: 'int', default: 1 })
  minNights: number;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'jsonb', default: {} })
  translations: Translations<Localized>;

  // Back office (issue 13, villa-admin): staff publish a villa when it is ready.
  @Field({ description: 'False while staff prepare the villa: it is then left out of every storefront list, search, count and the sitemap, and cannot be booked. Visitors only ever see true.' })
  @Column({ type: 'boolean', default: true })
  published: boolean;

  // Issue 14: guests arrive and leave on this weekday only (0 Sunday … 6 Saturday); null: any day.
  @Field(() => Int, { nullable: true, description: 'Changeover day: when set, check-in and check-out must fall on this weekday (0 Sunday … 6 Saturday); null: any day.' })
  @Column({ name: 'changeover_day', type: 'smallint', nullable: true })
  changeoverDay: number | null;

  @Field({ description: 'When the villa was last changed.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
