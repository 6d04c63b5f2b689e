import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

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
 * A photo of a villa uploaded by staff (issue 13). The original is not kept: only the sizes
 * generated from it (`variants`), under MEDIA_DIR in a folder of its own (media.storage.ts).
 * GraphQL exposes it as the PropertyImage type (media.types.ts), REST as photoJson.
 */
@Entity('property_images')
export class PropertyImage {
  /** Chosen before the insert: the photo's folder is named after it. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  /** Order in the gallery, unique per villa; the lowest is the card image. */
  @Column('int')
  position: number;

  @Column({ name: 'alt_en', type: 'text', default: '' })
  altEn: string;

  @Column({ name: 'alt_de', type: 'text', default: '' })
  altDe: string;

  /** The type read from the uploaded bytes, not the one the client claimed. */
  @Column({ name: 'original_mime', type: 'text' })
  originalMime: PhotoMime;

  @Column({ name: 'original_bytes', type: 'int' })
  originalBytes: number;

  /** Width and height as displayed, that is after the EXIF orientation is applied. */
  @Column({ name: 'original_width', type: 'int' })
  originalWidth: number;

  @Column({ name: 'original_height', type: 'int' })
  originalHeight: number;

  /** SHA-256 of the uploaded bytes, hex; its first 16 digits start the file names. */
  @Column({ name: 'content_hash', type: 'text' })
  contentHash: string;

  @Column('jsonb')
  variants: PhotoVariant[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
