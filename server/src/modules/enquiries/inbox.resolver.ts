import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { AdminDashboard } from '../admin/admin.types';
import { Role } from '../users/authorization';
import { Enquiry, FlightInquiry } from './enquiry.entity';
import { inboxCounts, listInbox, setInboxStatus } from './inbox.service';
import { EnquiryFilter, EnquiryPage, FlightInquiryPage, InboxCounts, SetEnquiryStatusInput } from './inbox.types';

@Resolver()
export class InboxResolver {
  @Authorized(Role.Admin)
  @Query(() => EnquiryPage, { description: 'Admin: contact enquiries, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminEnquiries(@Ctx() ctx: RequestContext, @Arg('filter', () => EnquiryFilter, { nullable: true }) filter?: EnquiryFilter, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput, @AfterArg() after?: string | null): Promise<EnquiryPage> {
    return listInbox(ctx, 'enquiry', filter, page, after);
  }

  @Authorized(Role.Admin)
  @Query(() => FlightInquiryPage, { description: 'Admin: flight inquiries, newest first.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminFlightInquiries(@Ctx() ctx: RequestContext, @Arg('filter', () => EnquiryFilter, { nullable: true }) filter?: EnquiryFilter, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput, @AfterArg() after?: string | null): Promise<FlightInquiryPage> {
    return listInbox(ctx, 'flightInquiry', filter, page, after);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Enquiry, { description: 'Admin: moves a contact enquiry to new, answered or closed.' })
  setEnquiryStatus(@Ctx() ctx: RequestContext, @Arg('input', () => SetEnquiryStatusInput) input: SetEnquiryStatusInput): Promise<Enquiry> {
    return setInboxStatus(ctx, 'enquiry', input.id, input.status);
  }

  @Authorized(Role.Admin)
  @Mutation(() => FlightInquiry, { description: 'Admin: moves a flight inquiry to new, answered or closed.' })
  setFlightInquiryStatus(@Ctx() ctx: RequestContext, @Arg('input', () => SetEnquiryStatusInput) input: SetEnquiryStatusInput): Promise<FlightInquiry> {
    return setInboxStatus(ctx, 'flightInquiry', input.id, input.status);
  }
}

@Resolver(() => AdminDashboard)
export class InboxDashboardResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => InboxCounts, { description: 'New enquiries and flight inquiries waiting for staff.' })
  inbox(@Ctx() ctx: RequestContext): Promise<InboxCounts> {
    return inboxCounts(ctx);
  }
}
