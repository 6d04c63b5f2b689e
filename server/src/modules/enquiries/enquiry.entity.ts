import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What both forms keep of the person asking: who they are, how to reach them, the language they
 * wrote in, and a hash of their address (never the address itself). Each form has its own table.
 */
abstract class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  phone: string;

  @Column({ type: 'text' })
  locale: string;

  @Column({ name: 'ip_hash', type: 'text' })
  ipHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A contact-form enquiry (spec section 3). Kept so staff can answer it even when the e-mail to them is lost. */
@Entity('enquiries')
export class Enquiry extends ContactRequest {
  @Column('text')
  subject: string;

  @Column('text')
  message: string;
}

/** A request for flights to go with a villa (spec section 3, Flight inquiry). */
@Entity('flight_inquiries')
export class FlightInquiry extends ContactRequest {
  @Column('int')
  passengers: number;

  @Column({ name: 'departure_country', type: 'text' })
  departureCountry: string;

  @Column({ name: 'departure_city', type: 'text' })
  departureCity: string;

  @Column({ name: 'destination_country', type: 'text' })
  destinationCountry: string;

  @Column({ name: 'destination_city', type: 'text' })
  destinationCity: string;

  /** ISO dates (YYYY-MM-DD); pg's date type comes back as a string, no time-zone shifts. */
  @Column({ name: 'departure_date', type: 'date' })
  departureDate: string;

  @Column({ name: 'return_date', type: 'date' })
  returnDate: string;

  @Column({ type: 'text', nullable: true })
  message: string | null;
}
