import type { RequestContext } from '../../graphql/context';
import { propertyImageUrls } from '../media/media.service';
import type { Property } from './property.entity';

// REST shapes, used by this module's /api routes and by others'.

/** The villa columns propertyJson shows: all a REST list reads of each villa (with its translations in the request's language). */
export const PROPERTY_JSON_COLUMNS = [
  'id', 'title', 'location', 'region', 'price', 'currency', 'images', 'description', 'longDescription', 'amenities', 'features', 'layout', 'nearbyAttractions',
  'bedrooms', 'bathrooms', 'sleeps', 'discount', 'badge', 'minNights',
] as const satisfies readonly Exclude<keyof Property, 'translations'>[];

/**
 * The REST shape of a villa: exactly these keys; amenities as stored ({ icon, label } or
 * "icon:label"), `images` the URLs of the villa's pictures (see propertiesJson).
 */
export function propertyJson(p: Property, images: string[]) {
  return {
    id: p.id,
    title: p.title,
    location: p.location,
    region: p.region,
    price: p.price,
    currency: p.currency,
    images,
    description: p.description,
    longDescription: p.longDescription,
    amenities: p.amenities,
    features: p.features,
    layout: p.layout,
    nearbyAttractions: p.nearbyAttractions,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sleeps: p.sleeps,
    discount: p.discount,
    badge: p.badge,
    minNights: p.minNights,
  };
}

/** propertyJson of each villa, `images` being its uploaded photos (their JPEG) or else its illustrations, read in one query. */
export async function propertiesJson(ctx: RequestContext, properties: Property[]) {
  const images = await Promise.all(properties.map((p) => propertyImageUrls(ctx, p)));
  return properties.map((p, i) => propertyJson(p, images[i]));
}
