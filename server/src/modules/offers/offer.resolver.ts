import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { FestivePackageType } from '../../../../common/constants';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { cardImage } from '../media/media.service';
import { PropertyImageView } from '../media/media.types';
import { Property } from '../properties/property.entity';
import { propertyById } from '../properties/property.service';
import { FestiveOfferView, FestivePackageTypeEnum, FestivePackageView } from './offer.types';
import { listFestiveOffers, listFestivePackages } from './offer.service';

/** Small curated lists; the numbers only feed the query cost estimate. */
const OFFERS_ESTIMATE = 30;
const PACKAGES_ESTIMATE = 3;

@Resolver(() => FestiveOfferView)
export class FestiveOfferResolver {
  @Query(() => [FestiveOfferView], { description: 'Festive villa offers, optionally of one package type, dated to the next bookable season.', complexity: listComplexity(OFFERS_ESTIMATE) })
  festiveOffers(@Ctx() ctx: RequestContext, @Arg('packageType', () => FestivePackageTypeEnum, { nullable: true }) packageType?: FestivePackageType): Promise<FestiveOfferView[]> {
    return listFestiveOffers(ctx, packageType, new Date());
  }

  @Query(() => [FestivePackageView], { description: 'The festive holiday packages, dated to the next bookable season.', complexity: listComplexity(PACKAGES_ESTIMATE) })
  festivePackages(@Ctx() ctx: RequestContext): Promise<FestivePackageView[]> {
    return listFestivePackages(ctx, new Date());
  }

  @FieldResolver(() => Property, { description: 'The villa on offer.' })
  villa(@Root() offer: FestiveOfferView, @Ctx() ctx: RequestContext): Promise<Property> {
    return this.villaOf(offer, ctx);
  }

  @FieldResolver(() => String, { description: 'The villa title.' })
  async title(@Root() offer: FestiveOfferView, @Ctx() ctx: RequestContext): Promise<string> {
    return (await this.villaOf(offer, ctx)).title;
  }

  @FieldResolver(() => String, { description: 'The villa region (destination name).' })
  async region(@Root() offer: FestiveOfferView, @Ctx() ctx: RequestContext): Promise<string> {
    return (await this.villaOf(offer, ctx)).region;
  }

  @FieldResolver(() => String, { description: 'The villa location.' })
  async location(@Root() offer: FestiveOfferView, @Ctx() ctx: RequestContext): Promise<string> {
    return (await this.villaOf(offer, ctx)).location;
  }

  @FieldResolver(() => PropertyImageView, { nullable: true, description: 'The villa card image.' })
  async image(@Root() offer: FestiveOfferView, @Ctx() ctx: RequestContext): Promise<PropertyImageView | null> {
    return cardImage(ctx, await this.villaOf(offer, ctx));
  }

  private async villaOf(offer: FestiveOfferView, ctx: RequestContext): Promise<Property> {
    const villa = await ctx.loaders.get(propertyById).load(offer.villaId);
    // festive_offers.property_id references properties with ON DELETE CASCADE.
    if (!villa) throw new Error(`villa ${offer.villaId} of festive offer ${offer.id} missing`);
    return villa;
  }
}
