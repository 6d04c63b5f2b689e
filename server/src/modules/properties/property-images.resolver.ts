import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Direct } from '../../graphql/direct-fields';
import type { RequestContext } from '../../graphql/context';
import { cardImage, propertyImageViews } from '../media/media.service';
import { PropertyImageView } from '../media/media.types';
import { Property } from './property.entity';

/** The pictures of a villa on the Property type: its uploaded photos (media module) or its illustrations. */
@Resolver(() => Property)
export class PropertyImagesResolver {
  @FieldResolver(() => [PropertyImageView], {
    description:
      'The villa pictures, the card image first: its uploaded photos in gallery order or, while it has none, the generated illustrations. (REST `images` lists their `url`s.)',
  })
  images(@Root() property: Property, @Ctx() ctx: RequestContext): Promise<PropertyImageView[]> {
    return propertyImageViews(ctx, property);
  }

  @Direct()
  @FieldResolver(() => PropertyImageView, { nullable: true, description: 'The card image: the first of `images`, or null when there are none.' })
  image(@Root() property: Property, @Ctx() ctx: RequestContext): PropertyImageView | null | Promise<PropertyImageView | null> {
    return cardImage(ctx, property);
  }
}
