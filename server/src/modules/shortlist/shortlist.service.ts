import DataLoader from 'dataloader';
import { authorize } from '../users/authorization';
import type { RequestContext } from '../../graphql/context';
import { defineLoader } from '../../graphql/loaders';
import { localize } from '../../i18n/localize';
import { Property } from '../properties/property.entity';
import { getAnyProperty, getProperty, PUBLISHED_SQL, publishedOnly } from '../properties/property.service';
import { ShortlistItem } from './shortlist.entity';
import type { ShortlistStatus } from './shortlist.types';
import { sql } from '../../db/sql';

/**
 * Property.inShortlist for a page of villa cards: one query for all of them. Only created
 * for a signed-in user (anonymous callers never query).
 */
export const shortlistedByPropertyId = defineLoader(
  (ctx) =>
    new DataLoader<string, boolean>(async (propertyIds) => {
      const { rows } = await sql<{ property_id: string }>(ctx, `SELECT property_id FROM shortlist_items WHERE user_id = $1 AND property_id = ANY($2::uuid[])`, [ctx.user!.id, [...propertyIds]]);
      const found = new Set(rows.map((row) => row.property_id));
      return propertyIds.map((id) => found.has(id));
    }),
);

export async function isShortlisted(ctx: RequestContext, propertyId: string): Promise<boolean> {
  if (!ctx.user) return false;
  return ctx.loaders.get(shortlistedByPropertyId).load(propertyId);
}

/** The signed-in user's villas, most recently added first (unpublished ones stay listed but hidden until they return). */
export async function listShortlist(ctx: RequestContext): Promise<Property[]> {
  const user = authorize(ctx);
  const rows = await publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p'))
    .innerJoin(ShortlistItem, 's', 's.property_id = p.id AND s.user_id = :userId', { userId: user.id })
    .orderBy('s.created_at', 'DESC')
    .addOrderBy('p.id')
    .getMany();
  const properties = rows.map((row) => localize(row, ctx.locale));
  for (const property of properties) ctx.loaders.get(shortlistedByPropertyId).prime(property.id, true);
  return properties;
}

/** The header's count: the villas the shortlist page shows. */
async function shortlistCount(ctx: RequestContext, userId: string): Promise<number> {
  const { rows } = await sql<{ count: string }>(ctx, `SELECT count(*) AS count FROM shortlist_items s JOIN properties p ON p.id = s.property_id WHERE s.user_id = $1 AND ${PUBLISHED_SQL('p')}`, [userId]);
  return Number(rows[0].count);
}

/** The check call: 404 for an unknown villa, like adding and removing. */
export async function checkShortlist(ctx: RequestContext, propertyId: string): Promise<boolean> {
  authorize(ctx);
  const property = await getProperty(ctx, propertyId);
  return isShortlisted(ctx, property.id);
}

async function status(ctx: RequestContext, userId: string, property: Property, inShortlist: boolean): Promise<ShortlistStatus> {
  ctx.loaders.get(shortlistedByPropertyId).clear(property.id).prime(property.id, inShortlist);
  return { propertyId: property.id, inShortlist, count: await shortlistCount(ctx, userId), property };
}

/** Adding a villa already on the list changes nothing (the primary key is user and villa). */
export async function addToShortlist(ctx: RequestContext, propertyId: string): Promise<ShortlistStatus> {
  const user = authorize(ctx);
  const property = await getProperty(ctx, propertyId);
  await sql(ctx, `INSERT INTO shortlist_items (user_id, property_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [user.id, property.id]);
  return status(ctx, user.id, property, true);
}

/** Removing a villa that is not on the list changes nothing either; an unpublished villa may still be removed. */
export async function removeFromShortlist(ctx: RequestContext, propertyId: string): Promise<ShortlistStatus> {
  const user = authorize(ctx);
  const property = await getAnyProperty(ctx, propertyId);
  await ctx.manager.getRepository(ShortlistItem).delete({ userId: user.id, propertyId: property.id });
  return status(ctx, user.id, property, false);
}

