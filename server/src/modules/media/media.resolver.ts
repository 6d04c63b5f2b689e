import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../users/authorization';
import { deletePropertyPhoto, photoView, reorderPropertyPhotos, updatePropertyPhotoAlt } from './media.service';
import { PropertyImageAltInput, PropertyImageView, ReorderPropertyImagesInput } from './media.types';

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
