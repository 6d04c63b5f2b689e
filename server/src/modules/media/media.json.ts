import { photoView } from './media.service';
import { photoFileUrl } from './media.storage';
import type { PropertyImage } from './property-image.entity';

// REST shapes of the admin photo routes.

/** A photo for staff: what the storefront shows, both alternative texts, the original's facts and every file. */
export function photoJson(image: PropertyImage) {
  const view = photoView(image, 'en');
  return {
    id: image.id,
    propertyId: image.propertyId,
    position: image.position,
    url: view.url,
    width: view.width,
    height: view.height,
    alt: image.altEn,
    altDe: image.altDe,
    srcset: view.srcset,
    avifSrcset: view.avifSrcset,
    original: { mime: image.originalMime, bytes: image.originalBytes, width: image.originalWidth, height: image.originalHeight },
    contentHash: image.contentHash,
    variants: image.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, bytes: v.bytes, url: photoFileUrl(image.propertyId, image.id, v.file) })),
    createdAt: image.createdAt,
  };
}
