import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { submitEnquiry, submitFlightInquiry } from './enquiry.service';
import { EnquiryInput, FlightInquiryInput, SubmissionResult } from './enquiry.types';

@Resolver()
export class EnquiryResolver {
  @Mutation(() => SubmissionResult, { description: 'Sends a contact enquiry to staff. Limited per IP address.' })
  submitEnquiry(@Ctx() ctx: RequestContext, @Arg('input', () => EnquiryInput) input: EnquiryInput): Promise<SubmissionResult> {
    return submitEnquiry(ctx, input);
  }

  @Mutation(() => SubmissionResult, { description: 'Sends a flight inquiry to staff. Limited per IP address.' })
  submitFlightInquiry(@Ctx() ctx: RequestContext, @Arg('input', () => FlightInquiryInput) input: FlightInquiryInput): Promise<SubmissionResult> {
    return submitFlightInquiry(ctx, input);
  }
}
