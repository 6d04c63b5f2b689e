import { IsDefined, IsString } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TrimmedLength, v } from '../../validation';

/** Longest reason staff may give for blocked dates. */
export const BLOCK_REASON_MAX = 200;
/** Longest feed URL. */
export const FEED_URL_MAX = 2000;

@ObjectType({ description: 'Dates of a villa that cannot be booked: blocked by staff, or by an event of an imported calendar feed.' })
export class CalendarBlock {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;

  @Field({ description: 'First blocked night (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Day after the last blocked night (YYYY-MM-DD); free for an arrival.' })
  checkOut: string;

  @Field({ description: "Staff's reason, or the imported event's summary." })
  reason: string;

  @Field(() => ID, { nullable: true, description: 'The imported feed the block came from; null when staff added it.' })
  importId: string | null;

  @Field({ description: "True for the villa owner's own stay (its reason is the owner's note)." })
  ownerStay: boolean;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: "An event of an imported feed that overlaps the villa's bookings or blocks, so its dates could not be blocked." })
export class IcalConflict {
  @Field({ description: "The event's UID in the feed." })
  uid: string;

  @Field()
  checkIn: string;

  @Field()
  checkOut: string;

  @Field()
  summary: string;

  @Field()
  detectedAt: Date;
}

@ObjectType({ description: 'An external calendar feed a villa imports: each of its events blocks the dates.' })
export class IcalImport {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;

  @Field()
  url: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the feed was last fetched, successfully or not; null before the first sync.' })
  lastSyncedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The last sync's failure, translated; null when it succeeded." })
  lastError: string | null;

  @Field(() => Int, { description: 'How many blocks the feed holds now.' })
  blockCount: number;

  @Field(() => [IcalConflict], { description: 'Events of the last successful sync that overlap bookings or blocks.' })
  conflicts: IcalConflict[];
}

@ObjectType({ description: "A villa's secret iCal export feed." })
export class IcalExport {
  @Field({ description: 'The feed URL other channels subscribe to; anyone with it can read the booked dates (no guest data).' })
  exportUrl: string;
}

@InputType({ description: 'Dates to block for a villa.' })
export class CalendarBlockInput {
  @Field({ description: 'First blocked night, YYYY-MM-DD.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  checkIn: string;

  @Field({ description: 'Day after the last blocked night, YYYY-MM-DD.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  checkOut: string;

  @Field({ description: `Why, for staff (1 to ${BLOCK_REASON_MAX} characters): owner's stay, maintenance…` })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(1, BLOCK_REASON_MAX, v('validation.length'))
  reason: string;
}

@InputType({ description: 'A calendar feed for a villa to import.' })
export class IcalImportInput {
  @Field({ description: 'http:// or https:// address of an iCalendar feed.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(1, FEED_URL_MAX, v('validation.length'))
  url: string;
}
