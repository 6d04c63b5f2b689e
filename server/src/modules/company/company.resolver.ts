import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Company } from './company.types';

@Resolver(() => Company)
export class CompanyResolver {
  @Query(() => Company, { description: 'Company details: name, registration, contact and chat link.' })
  company(@Ctx() ctx: RequestContext): Company {
    return ctx.config.company;
  }
}
