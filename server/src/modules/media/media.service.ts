import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { MAX_PHOTOS_PER_VILLA, PHOTO_FALLBACK_WIDTH } from '../../../../common/constants';
import type { Locale } from '../../../../common/locale';
import { sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { log } from '../../logger';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { authorize, Role } from '../users/authorization';
import { SCENE_SIZE } from '../images/scene.svg';
import { isUuid } from '../../db/uuid';
import { PHOTO_FIELD, processPhoto } from './media.processing';
import { photoFileUrl, photoFolder, publishStaged, removeFolder, stageFiles } from './media.storage';
import type { PhotoAltInput, PropertyImageAltInput, PropertyImageView, ReorderPropertyImagesInput } from './media.types';
import { PropertyImage, type PhotoFormat, type PhotoVariant } from './property-image.entity';

/*
 * Villa photos: staff upload, reorder, describe and delete them; the storefront shows
 * them instead of the generated illustrations as soon as a villa has one. Every change is in the
 * audit log, against the villa, with the values before and after.
 */

/** What the pictures of a villa are read from: its id, and the illustrations listed in `properties.images`. */
export interface Villa {
  readonly id: string;
  readonly images: readonly string[];
}

/** A villa's uploaded photos in gallery order, batched per request. */
export const photosByProperty = defineLoader(
  (ctx) =>
    new DataLoader<string, PropertyImage[]>(async (propertyIds) => {
      const rows = await ctx.manager.getRepository(PropertyImage).find({ where: { propertyId: In([...propertyIds]) }, order: { position: 'ASC' } });
      return groupByKeys(propertyIds, rows, (row) => row.propertyId);
    }),
);

/**
 * The uploaded photos of the villa whose id is the SQL expression `villaId`, as one JSON array in
 * gallery order: a column for a list query (the search page), so its photos come in the same
 * statement; `primePhotos` hands them to this request's photosByProperty loader. With `cardOnly`,
 * only the first (the card's picture, for `primeCardPhoto`): a card list does not read a gallery
 * of up to MAX_PHOTOS_PER_VILLA photos with every size and format of each.
 */
export function photosJsonSql(villaId: string, { cardOnly = false } = {}): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'propertyId', i.property_id, 'position', i.position, 'altEn', i.alt_en, 'altDe', i.alt_de,
      'originalMime', i.original_mime, 'originalBytes', i.original_bytes, 'originalWidth', i.original_width, 'originalHeight', i.original_height,
      'contentHash', i.content_hash, 'variants', i.variants, 'createdAt', i.created_at) ORDER BY i.position), '[]'::json)
    FROM (SELECT * FROM property_images WHERE property_id = ${villaId} ORDER BY position${cardOnly ? ' LIMIT 1' : ''}) AS i)`;
}

/** Photos as photosJsonSql reads them. */
function photosFromJson(photos: unknown): PropertyImage[] {
  const rows = (typeof photos === 'string' ? JSON.parse(photos) : photos) as (Omit<PropertyImage, 'createdAt'> & { createdAt: string })[];
  return rows.map((row) => Object.assign(new PropertyImage(), row, { createdAt: new Date(row.createdAt) }));
}

/** Gives this request's photosByProperty loader a villa's photos read by `photosJsonSql`. */
export function primePhotos(ctx: RequestContext, propertyId: string, photos: unknown): void {
  ctx.loaders.get(photosByProperty).clear(propertyId).prime(propertyId, photosFromJson(photos));
}

/**
 * A villa's card photo (the first of its gallery, or null without uploads), batched per request:
 * primed by a card list (`primeCardPhoto`), else the first of photosByProperty's, so a request that
 * reads a villa's gallery too reads it once.
 */
export const cardPhotoByProperty = defineLoader(
  (ctx) =>
    new DataLoader<string, PropertyImage | null>(async (propertyIds) => {
      const galleries = await ctx.loaders.get(photosByProperty).loadMany([...propertyIds]);
      return galleries.map((photos) => (photos instanceof Error ? photos : (photos[0] ?? null)));
    }),
);

/**
 * The card photos a list page read with its villas, per request (by its cardPhotoByProperty
 * loader): cardImage answers those at once, without a promise per card, so a page of cards
 * resolves without waiting.
 */
const listedCardPhotos = new WeakMap<object, Map<string, PropertyImage | null>>();

/** Gives this request's cardPhotoByProperty loader a villa's card photo read by `photosJsonSql(…, { cardOnly: true })`. */
export function primeCardPhoto(ctx: RequestContext, propertyId: string, photos: unknown): void {
  const photo = photosFromJson(photos)[0] ?? null;
  const loader = ctx.loaders.get(cardPhotoByProperty).clear(propertyId).prime(propertyId, photo);
  let listed = listedCardPhotos.get(loader);
  if (!listed) listedCardPhotos.set(loader, (listed = new Map()));
  listed.set(propertyId, photo);
}

const variantsOf = (image: PropertyImage, format: PhotoFormat) => image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);

function srcset(image: PropertyImage, variants: PhotoVariant[]): string {
  return variants.map((v) => `${photoFileUrl(image.propertyId, image.id, v.file)} ${v.width}w`).join(', ');
}

/** What the storefront shows of an uploaded photo, with the alternative text in `locale`. */
export function photoView(image: PropertyImage, locale: Locale): PropertyImageView {
  const webp = variantsOf(image, 'webp');
  // The JPEG fallback; were it missing, the WebP copy closest to its width.
  const fallback = variantsOf(image, 'jpeg')[0] ?? [...webp].sort((a, b) => Math.abs(a.width - PHOTO_FALLBACK_WIDTH) - Math.abs(b.width - PHOTO_FALLBACK_WIDTH))[0];
  return {
    id: image.id,
    url: photoFileUrl(image.propertyId, image.id, fallback.file),
    width: fallback.width,
    height: fallback.height,
    alt: (locale === 'de' && image.altDe) || image.altEn,
    srcset: srcset(image, webp),
    avifSrcset: srcset(image, variantsOf(image, 'avif')),
    altEn: image.altEn,
    altDe: image.altDe,
  };
}

/** A generated illustration of the demo catalogue (a URL in `properties.images`): an SVG of the scenes' size. */
function illustrationView(url: string): PropertyImageView {
  return { id: null, url, width: SCENE_SIZE.width, height: SCENE_SIZE.height, alt: '', srcset: '', avifSrcset: '', altEn: null, altDe: null };
}

/**
 * The pictures of a villa, first the card image: its uploaded photos in gallery order, or, while
 * it has none, the illustrations listed in `properties.images`. Uploads replace the
 * illustrations rather than join them: a generated picture beside real photos would mislead.
 */
export async function propertyImageViews(ctx: RequestContext, property: Villa): Promise<PropertyImageView[]> {
  const photos = await ctx.loaders.get(photosByProperty).load(property.id);
  return photos.length ? photos.map((photo) => photoView(photo, ctx.locale)) : property.images.map(illustrationView);
}

/** The URLs of propertyImageViews: the REST `images` list. */
export async function propertyImageUrls(ctx: RequestContext, property: Villa): Promise<string[]> {
  return (await propertyImageViews(ctx, property)).map((view) => view.url);
}

/** The card image: the first picture (of propertyImageViews), or null for a villa without any; at once for a villa of a list page. */
export function cardImage(ctx: RequestContext, property: Villa): PropertyImageView | null | Promise<PropertyImageView | null> {
  const loader = ctx.loaders.get(cardPhotoByProperty);
  const listed = listedCardPhotos.get(loader);
  if (listed?.has(property.id)) return cardView(ctx, property, listed.get(property.id)!);
  return loader.load(property.id).then((photo) => cardView(ctx, property, photo));
}

function cardView(ctx: RequestContext, property: Villa, photo: PropertyImage | null): PropertyImageView | null {
  if (photo) return photoView(photo, ctx.locale);
  return property.images.length ? illustrationView(property.images[0]) : null;
}

/** Admin: the uploaded photos of a villa, in gallery order. */
export async function listPropertyPhotos(ctx: RequestContext, propertyId: string): Promise<PropertyImage[]> {
  authorize(ctx, [Role.Admin]);
  await assertVilla(ctx, propertyId);
  return ctx.loaders.get(photosByProperty).load(propertyId);
}

function auditValues(image: PropertyImage): Record<string, unknown> {
  return {
    imageId: image.id,
    position: image.position,
    altEn: image.altEn,
    altDe: image.altDe,
    mime: image.originalMime,
    bytes: image.originalBytes,
    width: image.originalWidth,
    height: image.originalHeight,
    contentHash: image.contentHash,
  };
}

/** The villa a gallery change is recorded against, labelled with its title. */
const villaTarget = (villa: { id: string; title: string }) => ({ type: AuditTargetType.PROPERTY, id: villa.id, label: villa.title });

/**
 * Locks the villa's row for the rest of the transaction, so changes to one gallery happen one
 * at a time (positions, the photo limit). NO KEY UPDATE leaves bookings and baskets, which only
 * reference the row, unblocked.
 */
async function lockVilla(tx: RequestContext, propertyId: string): Promise<{ id: string; title: string }> {
  return assertVilla(tx, propertyId, 'FOR NO KEY UPDATE');
}

/** Any villa, published or not (staff prepare the photos of a villa before it goes live). */
async function assertVilla(ctx: RequestContext, propertyId: string, lock = ''): Promise<{ id: string; title: string }> {
  if (!isUuid(propertyId)) throw notFound('property.notFound');
  const { rows } = await sql<{ id: string; title: string }>(ctx, `SELECT id, title FROM properties WHERE id = $1 ${lock}`, [propertyId]);
  if (!rows.length) throw notFound('property.notFound');
  return rows[0];
}

async function findPhoto(tx: RequestContext, propertyId: string, imageId: string): Promise<PropertyImage> {
  const image = isUuid(imageId) ? await tx.manager.getRepository(PropertyImage).findOneBy({ id: imageId, propertyId }) : null;
  if (!image) throw notFound('media.imageNotFound');
  return image;
}

const photoRows = (tx: RequestContext, propertyId: string) => tx.manager.getRepository(PropertyImage).find({ where: { propertyId }, order: { position: 'ASC' } });

/**
 * Adds a photo at the end of a villa's gallery. The upload is checked and turned into its
 * sizes first (media.processing.ts, outside any transaction: it takes seconds); the files are
 * staged, then the row is inserted and the staged folder moved into place in one transaction.
 * Whatever fails, nothing stays: no row, no file.
 */
export async function uploadPropertyPhoto(ctx: RequestContext, villaId: string, file: Buffer | undefined, alt: PhotoAltInput): Promise<PropertyImage> {
  authorize(ctx, [Role.Admin]);
  await assertVilla(ctx, villaId);
  // The folder name and the URLs use the id as the database writes it.
  const propertyId = villaId.toLowerCase();
  if (!file) throw badInput('media.fileRequired', PHOTO_FIELD);
  const photo = await processPhoto(file);
  const { mediaDir } = ctx.config;
  const id = randomUUID();
  const staged = await stageFiles(
    mediaDir,
    photo.files.map((f) => ({ name: f.variant.file, data: f.data })),
  );
  const destination = photoFolder(mediaDir, propertyId, id);
  let published = false;
  try {
    return await inTransaction(ctx, async (tx) => {
      const villa = await lockVilla(tx, propertyId);
      const {
        rows: [gallery],
      } = await sql<{ count: number; next: number; duplicate: boolean | null }>(
        tx,
        `SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next, bool_or(content_hash = $2) AS duplicate FROM property_images WHERE property_id = $1`,
        [propertyId, photo.contentHash],
      );
      if (gallery.duplicate) throw new AppError('CONFLICT', 'media.duplicate', { field: PHOTO_FIELD }, PHOTO_FIELD);
      if (gallery.count >= MAX_PHOTOS_PER_VILLA) throw new AppError('CONFLICT', 'media.tooMany', { field: PHOTO_FIELD, max: MAX_PHOTOS_PER_VILLA }, PHOTO_FIELD);
      const repo = tx.manager.getRepository(PropertyImage);
      const image = repo.create({
        id,
        propertyId,
        position: gallery.next,
        altEn: alt.alt?.trim() ?? '',
        altDe: alt.altDe?.trim() ?? '',
        originalMime: photo.mime,
        originalBytes: photo.bytes,
        originalWidth: photo.width,
        originalHeight: photo.height,
        contentHash: photo.contentHash,
        variants: photo.files.map((f) => f.variant),
      });
      await repo.insert(image);
      await recordChange(tx, AuditAction.IMAGE_UPLOADED, villaTarget(villa), null, auditValues(image));
      await publishStaged(staged, destination);
      published = true;
      return image;
    });
  } catch (error) {
    await removeFolder(published ? destination : staged);
    throw error;
  }
}

/** Puts a villa's photos in a new order; `ids` must name each of them exactly once. */
export async function reorderPropertyPhotos(ctx: RequestContext, input: ReorderPropertyImagesInput): Promise<PropertyImage[]> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const villa = await lockVilla(tx, input.propertyId);
    const photos = await photoRows(tx, input.propertyId);
    const current = photos.map((photo) => photo.id);
    const wanted = input.ids.map((id) => id.toLowerCase());
    if (wanted.length !== current.length || new Set(wanted).size !== wanted.length || !wanted.every((id) => current.includes(id))) throw badInput('media.orderMismatch', 'ids');
    // One statement: the unique (villa, position) constraint is checked at its end (DEFERRABLE).
    await sql(tx, `UPDATE property_images p SET position = o.n - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, n) WHERE p.id = o.id AND p.property_id = $1`, [input.propertyId, wanted]);
    await recordChange(tx, AuditAction.IMAGES_REORDERED, villaTarget(villa), { order: current }, { order: wanted });
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    return wanted.map((id, position) => Object.assign(byId.get(id)!, { position }));
  });
}

/** Changes a photo's alternative texts (trimmed); a text left out keeps its value. */
export async function updatePropertyPhotoAlt(ctx: RequestContext, input: PropertyImageAltInput): Promise<PropertyImage> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const villa = await lockVilla(tx, input.propertyId);
    const image = await findPhoto(tx, input.propertyId, input.imageId);
    const before = { imageId: image.id, altEn: image.altEn, altDe: image.altDe };
    if (input.alt !== undefined && input.alt !== null) image.altEn = input.alt.trim();
    if (input.altDe !== undefined && input.altDe !== null) image.altDe = input.altDe.trim();
    await tx.manager.getRepository(PropertyImage).update({ id: image.id }, { altEn: image.altEn, altDe: image.altDe });
    await recordChange(tx, AuditAction.IMAGE_UPDATED, villaTarget(villa), before, { imageId: image.id, altEn: image.altEn, altDe: image.altDe });
    return image;
  });
}

/**
 * Deletes a photo and then its files; answers the villa's remaining photos. The files go after
 * the commit, so a failed delete never leaves a row without files; a file that cannot be
 * removed is logged and left (it is no longer linked from anywhere).
 */
export async function deletePropertyPhoto(ctx: RequestContext, propertyId: string, imageId: string): Promise<PropertyImage[]> {
  authorize(ctx, [Role.Admin]);
  const { image, remaining } = await inTransaction(ctx, async (tx) => {
    const villa = await lockVilla(tx, propertyId);
    const image = await findPhoto(tx, propertyId, imageId);
    await tx.manager.getRepository(PropertyImage).delete({ id: image.id });
    await recordChange(tx, AuditAction.IMAGE_DELETED, villaTarget(villa), auditValues(image), null);
    return { image, remaining: await photoRows(tx, propertyId) };
  });
  const folder = photoFolder(ctx.config.mediaDir, image.propertyId, image.id);
  await removeFolder(folder).catch((err: unknown) => log().warn({ err, folder }, 'could not remove the files of a deleted photo'));
  return remaining;
}
