import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { enumOf } from '../../../../common/enum-names';

export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const EnquiryStatusEnum = enumOf<EnquiryStatus>(ENQUIRY_STATUSES);
registerEnumType(EnquiryStatusEnum, { name: 'EnquiryStatus', description: 'Where staff are with an enquiry: new, answered or closed.' });

/**
 * What both forms keep of the person asking: who they are, how to reach them, the language they
 * wrote in, and a hash of their address (never the address itself). Each form has its own table.
 */
@ObjectType('ContactRequest', { description: 'Who asked and how to reach them (shared by enquiries and flight inquiries).' })
abstract class ContactRequest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  name: string;

  @Field()
  @Column('text')
  email: string;

  @Field()
  @Column('text')
  phone: string;

  @Field({ description: 'The language the guest wrote in (en or de).' })
  @Column({ type: 'text' })
  locale: string;

  @Column({ name: 'ip_hash', type: 'text' })
  ipHash: string;

  @Field(() => EnquiryStatusEnum)
  @Column({ type: 'text', default: 'new' })
  status: EnquiryStatus;

  @Field(() => Date, { nullable: true, description: 'When staff last changed the status.' })
  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A contact-form enquiry (spec section 3). Kept so staff can answer it even when the e-mail to them is lost. */
@ObjectType({ description: 'A contact-form enquiry (staff only).' })
@Entity('enquiries')
export class Enquiry extends ContactRequest {
  @Field()
  @Column('text')
  subject: string;

  @Field()
  @Column('text')
  message: string;
}

/** A request for flights to go with a villa (spec section 3, Flight inquiry). */
@ObjectType({ description: 'A flight inquiry (staff only).' })
@Entity('flight_inquiries')
export class FlightInquiry extends ContactRequest {
  @Field(() => Int)
  @Column('int')
  passengers: number;

  @Field()
  @Column({ name: 'departure_country', type: 'text' })
  departureCountry: string;

  @Field()
  @Column({ name: 'departure_city', type: 'text' })
  departureCity: string;

  @Field()
  @Column({ name: 'destination_country', type: 'text' })
  destinationCountry: string;

  @Field()
  @Column({ name: 'destination_city', type: 'text' })
  destinationCity: string;

  /** ISO dates (YYYY-MM-DD); pg's date type comes back as a string, no time-zone shifts. */
  @Field({ description: 'YYYY-MM-DD.' })
  @Column({ name: 'departure_date', type: 'date' })
  departureDate: string;

  @Field({ description: 'YYYY-MM-DD.' })
  @Column({ name: 'return_date', type: 'date' })
  returnDate: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  message: string | null;
}
