import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../auth/authorization';
import { Property } from '../properties/property.entity';
import { cardImage, deletePropertyPhoto, photoView, propertyImageViews, reorderPropertyPhotos, updatePropertyPhotoAlt } from './media.service';
import { PropertyImageAltInput, PropertyImageView, ReorderPropertyImagesInput } from './media.types';

/** The pictures of a villa on the Property type (owned here, with the photos). */
@Resolver(() => Property)
export class PropertyImagesResolver {
  @FieldResolver(() => [PropertyImageView], {
    description:
      'The villa pictures, the card image first: its uploaded photos in gallery order or, while it has none, the generated illustrations. (REST `images` lists their `url`s.)',
  })
  images(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<PropertyImageView[]> {
    return propertyImageViews(ctx, property);
  }

  @FieldResolver(() => PropertyImageView, { nullable: true, description: 'The card image: the first of `images`, or null when there are none.' })
  image(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<PropertyImageView | null> {
    return cardImage(ctx, property);
  }
}

/**
 * Staff manage a villa's photos. Uploading needs a file, so it is REST only:
 * POST /api/admin/properties/{id}/images (multipart/form-data, field `file`, optional `alt`, `altDe`).
 */
@Resolver()
export class MediaResolver {
  @Authorized(Role.Admin)
  @Mutation(() => [PropertyImageView], {
    description: 'Admin: puts the photos of a villa in a new order (the first is the card image) and answers them in it. Upload photos with REST: POST /api/admin/properties/{id}/images (multipart, field `file`).',
  })
  async reorderPropertyImages(@Ctx() ctx: RequestContext, @Arg('input', () => ReorderPropertyImagesInput) input: ReorderPropertyImagesInput): Promise<PropertyImageView[]> {
    return (await reorderPropertyPhotos(ctx, input)).map((image) => photoView(image, ctx.locale));
  }

  @Authorized(Role.Admin)
  @Mutation(() => PropertyImageView, { description: 'Admin: changes the English and German alternative texts of a photo.' })
  async updatePropertyImageAlt(@Ctx() ctx: RequestContext, @Arg('input', () => PropertyImageAltInput) input: PropertyImageAltInput): Promise<PropertyImageView> {
    return photoView(await updatePropertyPhotoAlt(ctx, input), ctx.locale);
  }

  @Authorized(Role.Admin)
  @Mutation(() => [PropertyImageView], { description: "Admin: deletes a photo and its files; answers the villa's remaining photos in gallery order." })
  async deletePropertyImage(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('imageId', () => ID) imageId: string): Promise<PropertyImageView[]> {
    return (await deletePropertyPhoto(ctx, propertyId, imageId)).map((image) => photoView(image, ctx.locale));
  }
}
