import { Router } from 'express';
import { getMetadataStorage } from 'class-validator';
import type { RequestContext } from '../../graphql/context';
import { handler } from '../../rest/handler';
import { listHandler } from '../../rest/query';
import { parseInput } from '../../validation';
import { requireAdmin } from '../users/authorization';
import { adminAmenities, createProperty, germanTexts, getAdminProperty, listAdminProperties, setPropertyPublished, updateProperty } from './property-admin.service';
import { AdminPropertyFilter, AmenityInput, CreatePropertyInput, PropertyTextsInput, PropertyTranslationsInput, PublishInput, UpdatePropertyInput } from './property-admin.types';
import type { Property } from './property.entity';
import { propertiesJson } from './property.json';
import { normalizeAmenity } from './property.service';
import { rateJson } from './property-rates.rest';
import { propertyRates } from './property-rates.service';

/**
 * The back office's villas over REST, for the admin client:
 *   GET   /api/admin/properties?search=&destinationKey=&published=&offset=&limit=  (X-Total-Count)
 *   POST  /api/admin/properties            → 201 with the villa (unpublished)
 *   GET   /api/admin/properties/:id
 *   PATCH /api/admin/properties/:id        only the fields given
 *   POST  /api/admin/properties/:id/publish { published }
 * Bodies use the REST Property field names plus `translations: { de: { … } }`; each villa is
 * answered as adminPropertyJson.
 */
export function propertyAdminRoutes(): Router {
  return Router()
    .get('/admin/properties', requireAdmin, listHandler(AdminPropertyFilter, listAdminProperties, (property, ctx) => adminPropertyJson(ctx, property), ['published']))
    .post(
      '/admin/properties',
      requireAdmin,
      handler(async (ctx, req) => adminPropertyJson(ctx, await createProperty(ctx, await parseInput(CreatePropertyInput, villaBody(req.body)))), { status: 201 }),
    )
    .get(
      '/admin/properties/:id',
      requireAdmin,
      handler(async (ctx, req) => adminPropertyJson(ctx, await getAdminProperty(ctx, String(req.params.id)))),
    )
    .patch(
      '/admin/properties/:id',
      requireAdmin,
      handler(async (ctx, req) => adminPropertyJson(ctx, await updateProperty(ctx, String(req.params.id), await parseInput(UpdatePropertyInput, villaBody(req.body))))),
    )
    .post(
      '/admin/properties/:id/publish',
      requireAdmin,
      handler(async (ctx, req) => {
        const { published } = await parseInput(PublishInput, req.body);
        return adminPropertyJson(ctx, await setPropertyPublished(ctx, String(req.params.id), published));
      }),
    );
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Copies the fields `Input` validates from a plain object into an instance, so its nested rules run. */
function instance<T extends object>(Input: new () => T, raw: Record<string, unknown>): T {
  const declared = new Set(getMetadataStorage().getTargetValidationMetadatas(Input, '', true, false).map((m) => m.propertyName));
  return Object.assign(new Input(), Object.fromEntries(Object.entries(raw).filter(([key]) => declared.has(key))));
}

/**
 * A JSON body with its nested parts as input instances (GraphQL builds these itself). An amenity
 * may come in either form: { icon, label, labelDe? } or the string "icon:label". Values of
 * the wrong kind are left as they are, for the validation to name.
 */
function villaBody(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const villa: Record<string, unknown> = { ...body };
  if (Array.isArray(villa.amenities)) {
    villa.amenities = villa.amenities.map((amenity: unknown) => {
      if (typeof amenity === 'string') return Object.assign(new AmenityInput(), normalizeAmenity(amenity));
      return isRecord(amenity) ? instance(AmenityInput, amenity) : amenity;
    });
  }
  if (isRecord(villa.translations)) {
    const translations = instance(PropertyTranslationsInput, villa.translations);
    if (isRecord(translations.de)) translations.de = instance(PropertyTextsInput, translations.de);
    villa.translations = translations;
  }
  return villa;
}

/**
 * A villa as staff edit it: the storefront shape plus slug, destinationKey,
 * published and dates, the amenities with both labels (the shape the body takes) and the
 * German texts (null where English is shown).
 */
export async function adminPropertyJson(ctx: RequestContext, property: Property) {
  const [[shown], rates] = await Promise.all([propertiesJson(ctx, [property]), propertyRates(ctx, property.id)]);
  return {
    ...shown,
    slug: property.slug,
    destinationKey: property.destinationKey,
    amenities: adminAmenities(property),
    translations: { de: germanTexts(property) },
    changeoverDay: property.changeoverDay,
    damageDeposit: property.damageDeposit,
    latitude: property.latitude,
    longitude: property.longitude,
    rates: rates.map(rateJson),
    published: property.published,
    createdAt: property.createdAt,
    updatedAt: property.updatedAt,
  };
}
