import { IsIn, IsUUID } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { OptionalEnum, SearchText } from '../../graphql/filter-fields';
import { Paginated } from '../../graphql/pagination';
import { v } from '../../validation';
import { Enquiry, ENQUIRY_STATUSES, EnquiryStatusEnum, FlightInquiry, type EnquiryStatus } from './enquiry.entity';

@InputType({ description: 'Narrows an enquiries inbox; every field is optional.' })
export class EnquiryFilter {
  @OptionalEnum(EnquiryStatusEnum, ENQUIRY_STATUSES)
  status?: EnquiryStatus | null;

  @SearchText("Part of the guest's name or e-mail, or of the subject (enquiries) or destination (flight inquiries).")
  search?: string | null;
}

@InputType({ description: 'Moves an enquiry or flight inquiry to another status.' })
export class SetEnquiryStatusInput {
  @Field(() => ID)
  @IsUUID('all', v('enquiry.notFound'))
  id: string;

  @Field(() => EnquiryStatusEnum)
  @IsIn([...ENQUIRY_STATUSES], v('validation.enum'))
  status: EnquiryStatus;
}

@ObjectType({ description: 'A page of enquiries, newest first.' })
export class EnquiryPage extends Paginated(Enquiry) {}

@ObjectType({ description: 'A page of flight inquiries, newest first.' })
export class FlightInquiryPage extends Paginated(FlightInquiry) {}

@ObjectType({ description: 'How many enquiries wait for staff.' })
export class InboxCounts {
  @Field(() => Int)
  newEnquiries: number;

  @Field(() => Int)
  newFlightInquiries: number;
}
