import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, IntColumn, TextColumn, UuidColumn } from '../../db/columns';

export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

/** One generated file of a photo: its format, its size in pixels and bytes, its file name. */
export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: number;
  /** The file's name in the photo's folder, e.g. `3f9c0e1a2b4d6e8f-960.avif`. */
  file: string;
}

/**
 * A photo of a villa uploaded by staff. The original is not kept: only the sizes
 * generated from it (`variants`), under MEDIA_DIR in a folder of its own (media.storage.ts).
 * GraphQL exposes it as the PropertyImage type (media.types.ts), REST as photoJson.
 */
@Entity('property_images')
export class PropertyImage {
  /** Chosen before the insert: the photo's folder is named after it. */
  @PrimaryColumn('uuid')
  id: string;

  @UuidColumn('property_id')
  propertyId: string;

  /** Order in the gallery, unique per villa; the lowest is the card image. */
  @IntColumn()
  position: number;

  @TextColumn('alt_en', { default: '' })
  altEn: string;

  @TextColumn('alt_de', { default: '' })
  altDe: string;

  /** The type read from the uploaded bytes, not the one the client claimed. */
  @TextColumn('original_mime')
  originalMime: PhotoMime;

  @IntColumn('original_bytes')
  originalBytes: number;

  /** Width and height as displayed, that is after the EXIF orientation is applied. */
  @IntColumn('original_width')
  originalWidth: number;

  @IntColumn('original_height')
  originalHeight: number;

  /** SHA-256 of the uploaded bytes, hex; its first 16 digits start the file names. */
  @TextColumn('content_hash')
  contentHash: string;

  @Column('jsonb')
  variants: PhotoVariant[];

  @CreatedAtColumn()
  createdAt: Date;
}
