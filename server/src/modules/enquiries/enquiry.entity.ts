import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { CreatedAtField, DateField, IdField, IntField, TextColumn, TextField, TimestampField } from '../../db/columns';
import { enumType } from '../../graphql/enum-type';

export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const EnquiryStatusEnum = enumType<EnquiryStatus>(ENQUIRY_STATUSES, { name: 'EnquiryStatus', description: 'Where staff are with an enquiry: new, answered or closed.' });

/**
 * What both forms keep of the person asking: who they are, how to reach them, the language they
 * wrote in, and a hash of their address (never the address itself). Each form has its own table.
 */
@ObjectType('ContactRequest', { description: 'Who asked and how to reach them (shared by enquiries and flight inquiries).' })
abstract class ContactRequest {
  @IdField()
  id: string;

  @TextField()
  name: string;

  @TextField()
  email: string;

  @TextField()
  phone: string;

  @TextField({ description: 'The language the guest wrote in (en or de).' })
  locale: string;

  @TextColumn('ip_hash')
  ipHash: string;

  @TextField({ graphqlType: EnquiryStatusEnum, default: 'new' })
  status: EnquiryStatus;

  @TimestampField('status_changed_at', { nullable: true, description: 'When staff last changed the status.' })
  statusChangedAt: Date | null;

  @CreatedAtField()
  createdAt: Date;
}

/** A contact-form enquiry. Kept so staff can answer it even when the e-mail to them is lost. */
@ObjectType({ description: 'A contact-form enquiry (staff only).' })
@Entity('enquiries')
export class Enquiry extends ContactRequest {
  @TextField()
  subject: string;

  @TextField()
  message: string;
}

/** A request for flights to go with a villa. */
@ObjectType({ description: 'A flight inquiry (staff only).' })
@Entity('flight_inquiries')
export class FlightInquiry extends ContactRequest {
  @IntField()
  passengers: number;

  @TextField('departure_country')
  departureCountry: string;

  @TextField('departure_city')
  departureCity: string;

  @TextField('destination_country')
  destinationCountry: string;

  @TextField('destination_city')
  destinationCity: string;

  /** ISO dates (YYYY-MM-DD); pg's date type comes back as a string, no time-zone shifts. */
  @DateField('departure_date', { description: 'YYYY-MM-DD.' })
  departureDate: string;

  @DateField('return_date', { description: 'YYYY-MM-DD.' })
  returnDate: string;

  @TextField({ nullable: true })
  message: string | null;
}
