import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { selectedFieldsUnder } from '../../graphql/selection';
import { Direct } from '../../graphql/direct-fields';
import type { RequestContext } from '../../graphql/context';
import { countFunnel } from '../../ops/funnel-counts';
import { listComplexity } from '../../graphql/limits';
import { DEFAULT_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { SEARCH_COUNT_CAP, SIMILAR_PROPERTIES_COUNT } from '../../../../common/constants';
import { Country } from '../destinations/country.entity';
import { Destination } from '../destinations/destination.entity';
import { countryBySlug, destinationByKey } from '../destinations/destination.service';
import { Property } from './property.entity';
import { findProperty, flightsIncluded, type CardColumn, mapPins, mapSettings, isAbove, isSearch, listProperties, normalizeAmenity, pricePerNight, similarProperties, type PropertyListPage } from './property.service';
import { AmenityItem, MapPinList, MapSettings, PropertyFilter, PropertyPage, PropertySort } from './property.types';
import { MAP_PINS_LIMIT } from '../../../../common/map-area';
import { FLEXIBLE_STAYS_PER_VILLA } from '../../../../common/bookable-stays';
import { flexibleStaysByProperty } from './stay-offers';
import { StayOffer } from './stay-offer.types';

/**
 * The Property fields a search card may ask for that need no column beyond the card's (the
 * `card` columns of listProperties), each with the columns it reads, its field resolver's
 * included: a page asking only for these reads those columns (and the id) and no descriptions.
 */
const CARD_FIELDS: Record<string, readonly CardColumn[]> = {
  __typename: [], id: [], slug: ['slug'], title: ['title'], location: ['location'], region: ['region'], destinationKey: ['destinationKey'],
  destination: ['destinationKey'], country: ['destinationKey'], price: ['price'], pricePerNight: ['price'], fromWeeklyPrice: ['price'], rates: [],
  currency: ['currency'], image: ['images'], images: ['images'], features: ['features'], bedrooms: ['bedrooms'], bathrooms: ['bathrooms'], sleeps: ['sleeps'],
  discount: ['discount'], badge: ['badge'], flightsIncluded: ['price'], isAbove: ['price', 'badge'], inShortlist: [], minNights: ['minNights'],
  createdAt: ['createdAt'], updatedAt: ['updatedAt'], published: ['published'], changeoverDay: ['changeoverDay'], stays: [], latitude: ['latitude'],
  longitude: ['longitude'], reviewCount: ['reviewCount'], averageRating: ['averageRating'],
};

@Resolver(() => Property)
export class PropertyResolver {
  @Query(() => PropertyPage, { description: `Villas matching a filter, one page at a time (by offset or by cursor), with the count of all matches up to ${SEARCH_COUNT_CAP}.`, complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  properties(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => PropertyFilter, { nullable: true }) filter?: PropertyFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('sort', () => PropertySort, { defaultValue: PropertySort.RECOMMENDED }) sort?: PropertySort,
    @Arg('after', () => String, { nullable: true, description: 'Keyset paging: start right after this `endCursor` of the previous page (same filter and sort); `page.offset` is then ignored.' }) after?: string,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<PropertyListPage> {
    if (isSearch(filter, page, after)) countFunnel(ctx, 'search');
    // Only the columns the fields read when only card fields are asked for (the search page, the
    // collections, the map's list); the cards' from-prices (fromWeeklyPrice) read their seasons and
    // their pictures (image) only their first photo in the page's statement, whole galleries only
    // when `images` is asked for.
    const fields = info ? [...selectedFieldsUnder(info, 'items')] : ['description'];
    const card = fields.every((name) => Object.hasOwn(CARD_FIELDS, name)) ? { card: fields.flatMap((name) => CARD_FIELDS[name]) } : 'all';
    const asked = new Set(fields);
    return listProperties(ctx, filter, page, sort, after, { rates: asked.has('rates'), fromPrices: asked.has('fromWeeklyPrice'), photos: asked.has('images') || (asked.has('image') && 'card'), columns: card });
  }

  @Query(() => MapPinList, { description: `Map pins of every villa matching the filter (with \`bbox\`, every one inside the map's area, not only a page), at most ${MAP_PINS_LIMIT}.`, complexity: 50 })
  propertyPins(@Ctx() ctx: RequestContext, @Arg('filter', () => PropertyFilter, { nullable: true }) filter?: PropertyFilter): Promise<MapPinList> {
    return mapPins(ctx, filter ?? {});
  }

  @Query(() => MapSettings, { description: 'How the search map draws its background (tiles from MAP_STYLE_URL, or none).' })
  mapSettings(@Ctx() ctx: RequestContext): MapSettings {
    return mapSettings(ctx);
  }

  @Query(() => Property, { nullable: true, description: 'One villa by id; null when there is none (or the id is malformed).' })
  property(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Property | null> {
    countFunnel(ctx, 'villa-view');
    return findProperty(ctx, id);
  }

  @Query(() => [Property], { description: `"You May Also Like": ${SIMILAR_PROPERTIES_COUNT} other villas chosen at random; empty for an unknown villa.`, complexity: listComplexity(SIMILAR_PROPERTIES_COUNT) })
  similarProperties(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Property[]> {
    return similarProperties(ctx, id);
  }

  @FieldResolver(() => [AmenityItem], { description: 'Amenities as { icon, label }, whichever form they were stored in.' })
  amenities(@Root() property: Property): AmenityItem[] {
    return property.amenities.map(normalizeAmenity);
  }

  @FieldResolver(() => [StayOffer], { description: `Flexible search (filter.month): the villa's bookable stays arriving in that month, earliest first, at most ${FLEXIBLE_STAYS_PER_VILLA}, each with the total checkout charges. Empty outside a flexible search.` })
  stays(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<StayOffer[]> {
    return ctx.loaders.get(flexibleStaysByProperty).load(property.id);
  }

  @FieldResolver(() => Int, { description: 'round(weekly price / 7), in `currency`.' })
  pricePerNight(@Root() property: Property): number {
    return pricePerNight(property);
  }

  @Direct()
  @FieldResolver({ description: 'True from a weekly price of 6000: the "Flights Included" badge.' })
  flightsIncluded(@Root() property: Property): boolean {
    return flightsIncluded(property);
  }

  @FieldResolver({ description: 'True for the ABOVE collection: weekly price above 3000 or badge ABOVE.' })
  isAbove(@Root() property: Property): boolean {
    return isAbove(property);
  }

  @FieldResolver(() => Destination, { nullable: true, description: 'The destination (region) the villa is in.' })
  destination(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<Destination | null> {
    return ctx.loaders.get(destinationByKey).load(property.destinationKey);
  }

  @FieldResolver(() => Country, { nullable: true, description: 'The country (or island group) the villa is in.' })
  async country(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<Country | null> {
    const destination = await ctx.loaders.get(destinationByKey).load(property.destinationKey);
    return destination ? ctx.loaders.get(countryBySlug).load(destination.countrySlug) : null;
  }
}

@Resolver(() => PropertyPage)
export class PropertyPageResolver {
  @FieldResolver({ description: `True when more than ${SEARCH_COUNT_CAP} villas match: \`totalCount\` is then ${SEARCH_COUNT_CAP} and means "at least" (shown as "${SEARCH_COUNT_CAP.toLocaleString('en')}+").` })
  totalCountIsEstimate(@Root() page: PropertyPage): boolean {
    return page.totalCountIsEstimate ?? false;
  }
}
