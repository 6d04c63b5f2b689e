import type { FestivePackageType } from '../../../../common/constants';
import { businessToday, earliestCheckIn, isoDay } from '../../../../common/dates';
import type { RequestContext } from '../../graphql/context';
import { localize } from '../../i18n/localize';
import { Property } from '../properties/property.entity';
import { publishedOnly } from '../properties/property.service';
import { FestiveOffer } from './festive-offer.entity';
import { FestivePackage } from './festive-package.entity';
import { FestivePeriod } from './festive-period.entity';
import type { DateRange, FestiveOfferView, FestivePackageView } from './offer.types';

/**
 * The next season of a month/day period that can still be booked: the first one whose start
 * is a bookable check-in on the business day of `now`. A period whose end month/day comes before
 * its start (28 Dec – 3 Jan) ends in the following year.
 */
export function resolvePeriod(period: Pick<FestivePeriod, 'startMonth' | 'startDay' | 'endMonth' | 'endDay'>, now: Date): DateRange {
  const earliest = earliestCheckIn(businessToday(now));
  let year = Number(earliest.slice(0, 4));
  if (isoDay(year, period.startMonth, period.startDay) < earliest) year += 1;
  const wraps = period.endMonth < period.startMonth || (period.endMonth === period.startMonth && period.endDay < period.startDay);
  return {
    start: isoDay(year, period.startMonth, period.startDay),
    end: isoDay(wraps ? year + 1 : year, period.endMonth, period.endDay),
  };
}

async function periodsByType(ctx: RequestContext, today: Date): Promise<Map<FestivePackageType, DateRange>> {
  const rows = await ctx.manager.getRepository(FestivePeriod).find();
  return new Map(rows.map((row) => [row.packageType, resolvePeriod(row, today)]));
}

/** Festive offers of published villas in catalogue order, optionally of one package type, with bookable dates. */
export async function listFestiveOffers(ctx: RequestContext, packageType: FestivePackageType | null | undefined, today: Date): Promise<FestiveOfferView[]> {
  const periods = await periodsByType(ctx, today);
  const query = ctx.manager
    .getRepository(FestiveOffer)
    .createQueryBuilder('o')
    .innerJoin(Property, 'p', 'p.id = o.propertyId')
    .orderBy('o.sortOrder', 'ASC')
    .addOrderBy('o.id', 'ASC');
  publishedOnly(query);
  if (packageType) query.andWhere('o.packageType = :packageType', { packageType });
  const rows = await query.getMany();
  return rows.map((row) => {
    const offer = localize(row, ctx.locale);
    return {
      id: offer.id,
      villaId: offer.propertyId,
      packageType: offer.packageType,
      originalPrice: offer.originalPrice,
      discountedPrice: offer.discountedPrice,
      discountPercent: offer.discountPercent,
      bookingPeriod: periods.get(offer.packageType)!,
      inclusions: offer.inclusions,
      badge: offer.badge,
    };
  });
}

/** The festive packages in catalogue order, with bookable dates. */
export async function listFestivePackages(ctx: RequestContext, today: Date): Promise<FestivePackageView[]> {
  const periods = await periodsByType(ctx, today);
  const rows = await ctx.manager.getRepository(FestivePackage).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  return rows.map((row) => {
    const pkg = localize(row, ctx.locale);
    return {
      id: pkg.id,
      packageType: pkg.packageType,
      title: pkg.title,
      period: periods.get(pkg.packageType)!,
      description: pkg.description,
      features: pkg.features,
      price: pkg.price,
      priceUnit: pkg.priceUnit,
      badge: pkg.badge,
    };
  });
}
