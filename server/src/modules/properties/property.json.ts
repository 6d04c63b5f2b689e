import type { Property } from './property.entity';

// REST shapes (spec section 7), used by this module's /api routes and by others'.

/** REST shape of spec section 3 (Property), exactly these keys; amenities in their stored spec forms. */
export function propertyJson(p: Property) {
  return {
    id: p.id,
    title: p.title,
    location: p.location,
    region: p.region,
    price: p.price,
    currency: p.currency,
    images: p.images,
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
