import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A contact-form enquiry (spec section 3). Kept so staff can answer it even when the e-mail
 * to them is lost; `ipHash` (never the address itself) feeds the per-IP submission limit.
 */
@Entity('enquiries')
export class Enquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  phone: string;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @Column({ type: 'text' })
  locale: string;

  @Column({ name: 'ip_hash', type: 'text' })
  ipHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A request for flights to go with a villa (spec section 3, Flight inquiry). */
@Entity('flight_inquiries')
export class FlightInquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  phone: string;

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

  @Column({ type: 'text' })
  locale: string;

  @Column({ name: 'ip_hash', type: 'text' })
  ipHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
