import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BooleanField, CreatedAtField, CurrencyField, IdField, IntField, SmallIntField, StringsColumn, StringsField, TextField, TranslationsColumn, UpdatedAtField } from '../../db/columns';
import type { Translations } from '../../i18n/localize';

/** An amenity in either stored form: { icon, label } or the string "icon:label". */
export type Amenity = { icon: string; label: string } | string;

type Localized = Pick<Property, 'title' | 'location' | 'region' | 'description' | 'longDescription' | 'features' | 'layout' | 'nearbyAttractions' | 'badge'> & { amenities: Amenity[] };

/** A villa sold by the week. Prices are whole GBP per week. */
// simpleResolvers: the plain fields use graphql's default resolver, not a wrapper per field and
// villa (none of them is guarded; field resolvers such as `amenities` keep theirs).
@ObjectType({ description: 'A villa sold by the week.', simpleResolvers: true })
@Entity('properties')
export class Property {
  @IdField()
  id: string;

  @TextField({ unique: true, description: 'Stable readable key, unique.' })
  slug: string;

  @TextField()
  title: string;

  @TextField()
  location: string;

  @TextField({ description: 'Destination name, e.g. "Corfu".' })
  region: string;

  @TextField('destination_key', { graphqlType: ID })
  destinationKey: string;

  @IntField({ description: 'Price per week in whole units of `currency`.' })
  price: number;

  @CurrencyField({ default: 'GBP' })
  currency: string;

  @IntField('damage_deposit', { default: 0, description: 'Refundable damage deposit per stay in whole units of `currency`, paid with the balance and given back after the stay; 0: none.' })
  damageDeposit: number;

  /**
   * URLs of the generated illustrations (the demo catalogue). GraphQL `images` and REST `images`
   * show the villa's uploaded photos instead as soon as it has one (media module).
   */
  @StringsColumn()
  images: string[];

  @TextField()
  description: string;

  @TextField('long_description')
  longDescription: string;

  /**
   * As stored ({ icon, label } or "icon:label"); GraphQL exposes them normalised as Amenity
   * objects (see the resolver). The table also has `amenity_groups`, the search's amenity groups
   * generated from this column by the database (search-indexes migration); like bookings' `stay`
   * it is not mapped here.
   */
  @Column('jsonb')
  amenities: Amenity[];

  @StringsField()
  features: string[];

  @StringsField()
  layout: string[];

  @StringsField('nearby_attractions')
  nearbyAttractions: string[];

  @IntField()
  bedrooms: number;

  @IntField()
  bathrooms: number;

  @IntField()
  sleeps: number;

  @IntField({ nullable: true, description: 'Discount in percent, if any.' })
  discount: number | null;

  @TextField({ nullable: true })
  badge: string | null;

  @IntField('min_nights', { default: 1 })
  minNights: number;

  @CreatedAtField()
  createdAt: Date;

  @TranslationsColumn()
  translations: Translations<Localized>;

  // Back office: staff publish a villa when it is ready.
  @BooleanField({ default: true, description: 'False while staff prepare the villa: it is then left out of every storefront list, search, count and the sitemap, and cannot be booked. Visitors only ever see true.' })
  published: boolean;

  // Changeover day: guests arrive and leave on this weekday only (0 Sunday … 6 Saturday); null: any day.
  @SmallIntField('changeover_day', { nullable: true, description: 'Changeover day: when set, check-in and check-out must fall on this weekday (0 Sunday … 6 Saturday); null: any day.' })
  changeoverDay: number | null;

  // Where the villa is, for the search map: both or neither (database constraint).
  @Field(() => Float, { nullable: true, description: 'Latitude in degrees north (WGS 84), -90 … 90; null when the villa has no point on the map.' })
  @Column('double precision', { nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude in degrees east (WGS 84), -180 … 180; null when the villa has no point on the map.' })
  @Column('double precision', { nullable: true })
  longitude: number | null;

  @UpdatedAtField('When the villa was last changed.')
  updatedAt: Date;

  // The villa's rating, kept by review moderation: approved verified-stay reviews only (demo reviews do not count).
  @IntField('review_count', { default: 0, description: 'Number of published verified-stay reviews of the villa (demo reviews do not count).' })
  reviewCount: number;

  @Field(() => Float, { nullable: true, description: 'Mean overall rating (1 to 5, one decimal) of the published verified-stay reviews; null while there are none.' })
  @Column('real', { name: 'review_average', nullable: true })
  averageRating: number | null;
}
