import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { visitorCountry } from './geo.service';

@Resolver()
export class GeoResolver {
  @Query(() => String, {
    nullable: true,
    description: "The visitor's country (ISO 3166-1 alpha-2, e.g. \"DE\") from a CDN header or the offline GeoIP database; null when unknown (e.g. a private address). Used once, for the first-visit language.",
  })
  visitorCountry(@Ctx() ctx: RequestContext): string | null {
    return visitorCountry(ctx);
  }
}
