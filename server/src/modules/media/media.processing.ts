import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_FALLBACK_WIDTH, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_WIDTHS } from '../../../../common/constants';
import { badInput } from '../../errors';
import type { PhotoFormat, PhotoMime, PhotoVariant } from './property-image.entity';

/** The multipart field an upload comes in; every upload error names it. */
export const PHOTO_FIELD = 'file';

/** Encoder settings: a photo gallery's usual trade-off of size against quality. */
const ENCODE: Record<PhotoFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Effort 3 of 9: most of AVIF's gain at a fraction of the default's encoding time.
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 78 }),
  // JPEG has no transparency: transparent areas become white.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};
const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface ProcessedPhoto {
  mime: PhotoMime;
  bytes: number;
  /** As displayed: after the EXIF orientation. */
  width: number;
  height: number;
  contentHash: string;
  files: { variant: PhotoVariant; data: Buffer }[];
}

const photoError = (key: Parameters<typeof badInput>[0], params?: Record<string, string | number>) => badInput(key, PHOTO_FIELD, params);
export const tooLarge = () => photoError('media.tooLarge', { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 });

/** The type of an image, read from its bytes (the header), or undefined when it is not one we take. */
function photoMime(metadata: sharp.Metadata): PhotoMime | undefined {
  switch (metadata.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    // libheif reads both AVIF and HEIC; only AV1-compressed HEIF is AVIF.
    case 'heif':
      return metadata.compression === 'av1' ? 'image/avif' : undefined;
    default:
      return undefined;
  }
}

/** Widths of the AVIF and WebP copies: the standard widths, none wider than the original. */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, originalWidth)))];
}

/**
 * Checks an upload and turns it into the gallery's files: AVIF and WebP at the standard widths
 * and one JPEG fallback, turned upright by the EXIF orientation, converted to sRGB, with every
 * metadata field (EXIF, GPS, XMP, ICC) dropped. Nothing is written here; a bad upload is a
 * translated 400 naming the field `file`:
 *  - not an image, or an image of another type (GIF, SVG, TIFF, HEIC…): media.unsupportedType,
 *    whatever the file's name or the Content-Type the client sent;
 *  - over PHOTO_MAX_BYTES or PHOTO_MAX_PIXELS: media.tooLarge / media.tooManyPixels;
 *  - a readable header with damaged or missing pixel data (a truncated file): media.corrupt.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > PHOTO_MAX_BYTES) throw tooLarge();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw photoError('media.unsupportedType');
  }
  const mime = photoMime(metadata);
  if (!mime || !metadata.width || !metadata.height) throw photoError('media.unsupportedType');
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw photoError('media.tooManyPixels', { maxMegapixels: PHOTO_MAX_PIXELS / 1_000_000 });
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;

  // Decode once, upright and no wider than the largest copy; every copy is resized from this.
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .autoOrient()
      .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw photoError('media.corrupt');
  }
  const { data, info } = decoded;
  const source = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const contentHash = createHash('sha256').update(input).digest('hex');
  const stem = contentHash.slice(0, 16);
  const jobs: { format: PhotoFormat; width: number }[] = [
    ...variantWidths(width).flatMap((w) => [
      { format: 'avif' as const, width: w },
      { format: 'webp' as const, width: w },
    ]),
    { format: 'jpeg', width: Math.min(PHOTO_FALLBACK_WIDTH, width) },
  ];
  const files = await Promise.all(
    jobs.map(async (job) => {
      const resized = source().resize({ width: job.width, withoutEnlargement: true });
      const out = await ENCODE[job.format](resized).toBuffer({ resolveWithObject: true });
      const variant: PhotoVariant = { format: job.format, width: out.info.width, height: out.info.height, bytes: out.data.length, file: `${stem}-${out.info.width}.${EXTENSION[job.format]}` };
      return { variant, data: out.data };
    }),
  );
  return { mime, bytes: input.length, width, height, contentHash, files };
}
