import { Field, ID, Int, ObjectType } from 'type-graphql';
import { FESTIVE_PACKAGE_TYPES, type FestivePackageType } from '../../../../common/constants';
import { enumType } from '../../graphql/enum-type';

export const FestivePackageTypeEnum = enumType<FestivePackageType>(FESTIVE_PACKAGE_TYPES, { name: 'FestivePackageType', description: 'The festive season a package or offer is for: christmas, new-year or complete-festive.' });

@ObjectType({ description: 'A span of calendar days, as ISO dates (YYYY-MM-DD), both inclusive.' })
export class DateRange {
  @Field({ description: 'First day, ISO date.' })
  start: string;

  @Field({ description: 'Last day, ISO date.' })
  end: string;
}

@ObjectType('FestiveOffer', { description: 'A festive villa offer. Title, region, location and image come from the villa.' })
export class FestiveOfferView {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The villa on offer; link to /property/{villaId}.' })
  villaId: string;

  @Field(() => FestivePackageTypeEnum)
  packageType: FestivePackageType;

  @Field(() => Int, { description: 'Price before the festive discount, GBP.' })
  originalPrice: number;

  @Field(() => Int, { description: 'Price after the festive discount, GBP.' })
  discountedPrice: number;

  @Field(() => Int, { description: 'Festive discount in percent.' })
  discountPercent: number;

  @Field(() => DateRange, { description: 'The next bookable season of this offer: it starts at least the booking lead (14 days) after today.' })
  bookingPeriod: DateRange;

  @Field(() => [String])
  inclusions: string[];

  @Field()
  badge: string;
}

@ObjectType('FestivePackage', { description: 'A festive holiday package (Christmas Magic, New Year\'s Eve, Complete Festive Season).' })
export class FestivePackageView {
  @Field(() => ID)
  id: string;

  @Field(() => FestivePackageTypeEnum)
  packageType: FestivePackageType;

  @Field()
  title: string;

  @Field(() => DateRange, { description: 'The next bookable season: it starts at least the booking lead (14 days) after today.' })
  period: DateRange;

  @Field()
  description: string;

  @Field(() => [String])
  features: string[];

  @Field(() => Int, { description: 'Price in GBP for `priceUnit`.' })
  price: number;

  @Field({ description: 'What the price covers, e.g. "per week".' })
  priceUnit: string;

  @Field()
  badge: string;
}
