import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Authorized, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_PHOTO_ALT_LENGTH, MAX_PHOTOS_PER_VILLA } from '../../../../common/constants';
import { v } from '../../validation';
import { Role } from '../users/authorization';

/**
 * One picture of a villa as the storefront shows it: an uploaded photo, or one of the generated
 * illustrations of the demo catalogue (SVG, which scales itself: no srcset).
 *
 * Render it as
 *   <picture>
 *     <source type="image/avif" srcset={avifSrcset} sizes=…>
 *     <source type="image/webp" srcset={srcset} sizes=…>
 *     <img src={url} width={width} height={height} alt={alt}>
 *   </picture>
 * leaving out a source whose srcset is empty. A srcset lists one format only, hence two fields.
 */
@ObjectType('PropertyImage', {
  description:
    'A picture of a villa: an uploaded photo (JPEG `url`, AVIF and WebP `srcset`s) or a generated illustration of the demo catalogue (SVG `url`, empty srcsets). Photos are uploaded with REST: POST /api/admin/properties/{id}/images (multipart, field `file`).',
})
// The public fields use graphql's default resolver (simple), not a wrapper per field and picture;
// the two admin fields keep theirs, which checks @Authorized.
export class PropertyImageView {
  @Field(() => ID, { simple: true, nullable: true, description: 'The uploaded photo (for the admin mutations); null for a generated illustration.' })
  id: string | null;

  @Field({ simple: true, description: 'The fallback file: a JPEG 960 px wide (or as wide as the original when that is smaller); the SVG for an illustration.' })
  url: string;

  @Field(() => Int, { simple: true, description: 'Width of `url` in pixels; with `height`, the aspect ratio to reserve before the image loads.' })
  width: number;

  @Field(() => Int, { simple: true, description: 'Height of `url` in pixels.' })
  height: number;

  @Field({ simple: true, description: "Alternative text in the request's language (the English one when there is no German); empty when staff wrote none." })
  alt: string;

  @Field({ simple: true, description: 'WebP candidates for srcset ("/media/…-480.webp 480w, …-960.webp 960w, …"), for a <source type="image/webp">; empty for an illustration.' })
  srcset: string;

  @Field({ simple: true, description: 'AVIF candidates for srcset, for a <source type="image/avif"> before the WebP one; empty for an illustration.' })
  avifSrcset: string;

  @Authorized(Role.Admin)
  @Field(() => String, { nullable: true, description: 'Admin: the English alternative text as stored; null for an illustration.' })
  altEn: string | null;

  @Authorized(Role.Admin)
  @Field(() => String, { nullable: true, description: 'Admin: the German alternative text as stored (empty: the English one is shown); null for an illustration.' })
  altDe: string | null;
}

/** The alternative texts of a photo (REST: the upload's form fields, the PATCH body); a field left out stays as it is, an empty one clears it. */
@InputType()
export class PhotoAltInput {
  @Field(() => String, { nullable: true, description: 'English.' })
  @IsOptional()
  @MaxLength(MAX_PHOTO_ALT_LENGTH, v('validation.tooLong'))
  @IsString(v('validation.invalid'))
  alt?: string | null;

  @Field(() => String, { nullable: true, description: 'German; empty shows the English text to German visitors.' })
  @IsOptional()
  @MaxLength(MAX_PHOTO_ALT_LENGTH, v('validation.tooLong'))
  @IsString(v('validation.invalid'))
  altDe?: string | null;
}

@InputType({ description: 'Changes the alternative texts of one photo of a villa; a text left out keeps its value, an empty one clears it.' })
export class PropertyImageAltInput extends PhotoAltInput {
  @Field(() => ID)
  @IsString(v('validation.invalid'))
  propertyId: string;

  @Field(() => ID)
  @IsString(v('validation.invalid'))
  imageId: string;
}

@InputType({ description: 'A new order of the photos of a villa.' })
export class ReorderPropertyImagesInput {
  @Field(() => ID)
  @IsString(v('validation.invalid'))
  propertyId: string;

  @Field(() => [ID], { description: 'Every photo id of the villa, each once, in the new order; the first becomes the card image.' })
  @IsArray(v('validation.invalid'))
  @ArrayMaxSize(MAX_PHOTOS_PER_VILLA, v('validation.invalid'))
  @IsUUID('all', v('validation.uuid', { each: true }))
  ids: string[];
}
