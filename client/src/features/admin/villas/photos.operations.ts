import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { AdminPropertyPhotosQuery } from '../../../__generated__/graphql';

/*
 * Pictures have no identity of their own in the cache (they live inside their villa), so
 * useFragment cannot read one: the photo manager's query brings them unmasked, the manager reads
 * them, and hands each to ResponsiveImage with that component's fields. The mutations' answers
 * are only written into the cache (their update functions see them whole), so they stay masked.
 */

/** A photo as the manager shows it: the storefront's picture and both alternative texts as stored. */
export const villaPhotoFragment = graphql(`
  fragment VillaPhotos_image on PropertyImage {
    id
    altEn
    altDe
    ...ResponsiveImage_image @unmask # a picture has no cache identity: it is read with its parent
  }
`);

/** The villa's pictures: its photos in gallery order, or (id null) the illustrations while it has none. */
export const adminPropertyPhotosQuery = graphql(`
  query AdminPropertyPhotos($id: ID!) {
    adminProperty(id: $id) {
      id
      images {
        ...VillaPhotos_image @unmask # the photo list reorders and edits the photos it reads
      }
    }
  }
`);

export const reorderPhotosMutation = graphql(`
  mutation AdminReorderPropertyImages($input: ReorderPropertyImagesInput!) {
    reorderPropertyImages(input: $input) {
      ...VillaPhotos_image
    }
  }
`);

export const updatePhotoAltMutation = graphql(`
  mutation AdminUpdatePropertyImageAlt($input: PropertyImageAltInput!) {
    updatePropertyImageAlt(input: $input) {
      ...VillaPhotos_image
    }
  }
`);

export const deletePhotoMutation = graphql(`
  mutation AdminDeletePropertyImage($propertyId: ID!, $imageId: ID!) {
    deletePropertyImage(propertyId: $propertyId, imageId: $imageId) {
      ...VillaPhotos_image
    }
  }
`);

/**
 * Writes the villa's photos, as a mutation answered them, into the cached villa. Pictures have
 * no identity of their own in the cache (they live inside their villa), so the list is replaced
 * whole; the card image (`image`, the first picture) is dropped, to be asked for again.
 */
export function writePhotos(cache: ApolloCache, propertyId: string, images: NonNullable<AdminPropertyPhotosQuery['adminProperty']>['images']): void {
  cache.updateQuery({ query: adminPropertyPhotosQuery, variables: { id: propertyId } }, (data) =>
    data?.adminProperty ? { adminProperty: { ...data.adminProperty, images } } : data,
  );
  forgetCardImage(cache, propertyId);
}

/** The villa's card image (its first picture) may have changed: drop it, to be asked for again where shown. */
export function forgetCardImage(cache: ApolloCache, propertyId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Property', id: propertyId }), fieldName: 'image' });
}

/** The REST route that takes a photo upload (multipart: GraphQL carries no files here). */
export function propertyImagesApiUrl(propertyId: string): string {
  return `/api/admin/properties/${encodeURIComponent(propertyId)}/images`;
}

/** Why an upload failed: the server's translated message, or none when no readable answer came (`network`: no answer at all). */
export class UploadError extends Error {
  constructor(
    readonly serverMessage: string | undefined,
    readonly network = false,
  ) {
    super(serverMessage ?? 'upload failed');
  }
}

/**
 * Uploads one photo with the session cookie (same origin; the SameSite=Lax cookie is what keeps
 * other sites from posting here, as for every REST write). The language goes along so the
 * server's errors come translated. Throws an UploadError on any failure.
 */
export async function uploadPhoto(propertyId: string, file: File, language: string): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(propertyImagesApiUrl(propertyId), { method: 'POST', body, credentials: 'same-origin', headers: { 'Accept-Language': language } });
  } catch {
    throw new UploadError(undefined, true);
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new UploadError(typeof answer?.message === 'string' ? answer.message : undefined);
}
