import { IsBoolean, IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { COMMISSION_PERCENT_MAX, COMMISSION_PERCENT_MIN } from '../../../../common/owner-statements';
import { Paginated } from '../../graphql/pagination';
import { IsNormalizedEmail, TrimmedLength, v } from '../../validation';

/** Longest note an owner may give their own stay. */
export const OWNER_STAY_NOTE_MAX = 200;
/** Longest payout reference (a bank transfer's). */
export const PAYOUT_REFERENCE_MAX = 100;

@InputType({ description: "A villa's owner and the agency's commission on its stays booked from now on." })
export class SetPropertyOwnerInput {
  @Field({ description: "The owner's e-mail. An account that does not exist yet is created and invited by e-mail to choose a password." })
  @IsDefined(v('validation.required'))
  @IsNormalizedEmail(v('auth.email'))
  ownerEmail: string;

  @Field(() => Float, { description: `The agency's commission, ${COMMISSION_PERCENT_MIN} to ${COMMISSION_PERCENT_MAX} percent with at most two decimals. Applies to stays booked after the change.` })
  @IsDefined(v('validation.required'))
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, v('owner.commissionPercent'))
  @Min(COMMISSION_PERCENT_MIN, v('owner.commissionPercent'))
  @Max(COMMISSION_PERCENT_MAX, v('owner.commissionPercent'))
  commissionPercent: number;

  @Field(() => String, { nullable: true, description: 'For a new account: the owner’s name (else the e-mail’s local part).' })
  @IsOptional()
  @IsString(v('validation.text'))
  @TrimmedLength(2, 100, v('validation.length'))
  ownerName?: string | null;

  @Field(() => String, { nullable: true, description: 'For a new account: the language of the invitation, en or de (else the request’s).' })
  @IsOptional()
  @IsIn(['en', 'de'], v('validation.enum'))
  language?: 'en' | 'de' | null;
}

@ObjectType({ description: "A villa's owner as staff set it." })
export class PropertyOwner {
  @Field(() => ID)
  propertyId: string;

  @Field(() => ID)
  ownerId: string;

  @Field()
  ownerName: string;

  @Field()
  ownerEmail: string;

  @Field(() => Float, { description: 'Commission percent on stays booked from now on.' })
  commissionPercent: number;

  @Field({ description: 'True when this call created the account and e-mailed the invitation.' })
  invited: boolean;
}

@ObjectType({ description: 'A villa as its owner sees it.' })
export class OwnerProperty {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  slug: string;

  @Field()
  location: string;

  @Field(() => Float, { description: 'The commission on stays booked from now on.' })
  commissionPercent: number;

  @Field(() => ID)
  ownerId: string;
}

@ObjectType({ description: "A guest's stay at an owner's villa: dates, status, the guest's first name and party size, never contact or payment details." })
export class OwnerBooking {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Arrival (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Departure (YYYY-MM-DD).' })
  checkOut: string;

  @Field({ description: 'pending, confirmed or cancelled.' })
  status: string;

  @Field()
  guestFirstName: string;

  @Field(() => Int, { description: 'Party size.' })
  guests: number;
}

@ObjectType({ description: "Dates of an owner's villa that cannot be booked: the owner's own stay, or blocked by staff or an imported calendar." })
export class OwnerBlock {
  @Field(() => ID)
  id: string;

  @Field({ description: 'First night (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Day after the last night (YYYY-MM-DD).' })
  checkOut: string;

  @Field({ description: "True for the owner's own stay (the owner may remove it); false for staff's blocks." })
  ownerStay: boolean;

  @Field(() => String, { nullable: true, description: "The owner's note on their own stay; staff's reasons are not shown." })
  note: string | null;
}

@InputType({ description: 'Dates an owner blocks for their own stay.' })
export class OwnerStayInput {
  @Field({ description: 'First night, YYYY-MM-DD.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  from: string;

  @Field({ description: 'Day after the last night, YYYY-MM-DD.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  to: string;

  @Field(() => String, { nullable: true, description: `A note for staff, up to ${OWNER_STAY_NOTE_MAX} characters.` })
  @IsOptional()
  @IsString(v('validation.text'))
  @TrimmedLength(0, OWNER_STAY_NOTE_MAX, v('validation.length'))
  note?: string | null;
}

@InputType({ description: 'A date range, YYYY-MM-DD, from included, to excluded.' })
export class OwnerRangeInput {
  @Field(() => String, { nullable: true, description: 'Default: today.' })
  @IsOptional()
  @IsString(v('validation.date'))
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Default: 18 months after from.' })
  @IsOptional()
  @IsString(v('validation.date'))
  to?: string | null;
}

@ObjectType({ description: 'One stay on a statement: rent = net + commission + refunds. Minor units.' })
export class StatementLine {
  @Field({ description: 'The order number (with /n when an order has several stays).' })
  reference: string;

  @Field(() => ID)
  propertyId: string;

  @Field()
  propertyTitle: string;

  @Field({ description: 'stay: a stay that ended this month (its last night). cancellation: a stay cancelled this month, with the fee kept.' })
  kind: string;

  @Field()
  guestFirstName: string;

  @Field()
  checkIn: string;

  @Field()
  checkOut: string;

  @Field(() => Int, { description: "The stay's share of the money captured, after discounts; extras are not the owner's." })
  rent: number;

  @Field(() => Int)
  refunds: number;

  @Field(() => Float, { description: 'The rate the stay was sold under.' })
  commissionPercent: number;

  @Field(() => Int)
  commission: number;

  @Field(() => Int)
  net: number;
}

@ObjectType({ description: 'A later change to a stay of a closed month: what the net changed by.' })
export class StatementAdjustment {
  @Field()
  reference: string;

  @Field({ description: 'The closed month the stay belongs to (YYYY-MM).' })
  month: string;

  @Field()
  description: string;

  @Field(() => Int, { description: 'Change of the net, minor units (negative: the owner gets less).' })
  amount: number;
}

@ObjectType({ description: 'A payout to the owner on a statement.' })
export class StatementPayout {
  @Field(() => ID)
  id: string;

  @Field()
  reference: string;

  @Field({ description: 'YYYY-MM-DD.' })
  paidOn: string;

  @Field(() => Int)
  amount: number;
}

@ObjectType({ description: 'Sums of the lines.' })
export class StatementTotals {
  @Field(() => Int)
  rent: number;

  @Field(() => Int)
  refunds: number;

  @Field(() => Int)
  commission: number;

  @Field(() => Int)
  net: number;
}

@ObjectType({ description: "An owner's statement of a month. Minor units of currency; a draft until the month is closed." })
export class OwnerStatement {
  @Field(() => ID)
  ownerId: string;

  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field({ description: 'True while the month is open: the figures may still change.' })
  draft: boolean;

  @Field()
  currency: string;

  @Field(() => [StatementLine])
  lines: StatementLine[];

  @Field(() => [StatementAdjustment])
  adjustments: StatementAdjustment[];

  @Field(() => [StatementPayout])
  payouts: StatementPayout[];

  @Field(() => Int, { description: "Last month's balance due." })
  balanceCarried: number;

  @Field(() => Int, { description: 'balanceCarried + totals.net + adjustments − payouts.' })
  balanceDue: number;

  @Field(() => StatementTotals)
  totals: StatementTotals;
}

@ObjectType({ description: 'One month in the list of statements.' })
export class OwnerStatementSummary {
  @Field()
  month: string;

  @Field()
  draft: boolean;

  @Field()
  currency: string;

  @Field(() => Int)
  net: number;

  @Field(() => Int)
  balanceDue: number;
}

@InputType({ description: 'Freeze the statements of a month (and of any earlier month still open).' })
export class CloseOwnerStatementsInput {
  @Field({ description: 'YYYY-MM.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  month: string;

  @Field(() => Boolean, { nullable: true, description: 'Close a month that is not over yet (the back office asks first).' })
  @IsOptional()
  @IsBoolean(v('validation.boolean'))
  early?: boolean | null;
}

@ObjectType({ description: 'What closing did.' })
export class OwnerStatementClose {
  @Field(() => [String], { description: 'The months frozen by this call.' })
  months: string[];

  @Field(() => Int, { description: 'Statements issued.' })
  statements: number;
}

@InputType({ description: 'Money paid to an owner.' })
export class RecordOwnerPayoutInput {
  @Field(() => ID)
  @IsDefined(v('validation.required'))
  @IsUUID('all', v('validation.uuid'))
  ownerId: string;

  @Field(() => Int, { description: 'Minor units, above 0.' })
  @IsDefined(v('validation.required'))
  @IsInt(v('validation.integer'))
  @Min(1, v('validation.min'))
  amount: number;

  @Field()
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  currency: string;

  @Field({ description: `The transfer's reference, unique per owner (a retry with it records nothing twice); 1 to ${PAYOUT_REFERENCE_MAX} characters.` })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(1, PAYOUT_REFERENCE_MAX, v('validation.length'))
  reference: string;

  @Field({ description: 'YYYY-MM-DD, not in the future.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.date'))
  paidOn: string;
}

@ObjectType({ description: 'A payout recorded by finance.' })
export class OwnerPayout {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  ownerId: string;

  @Field()
  ownerName: string;

  @Field()
  ownerEmail: string;

  @Field(() => Int)
  amount: number;

  @Field()
  currency: string;

  @Field()
  reference: string;

  @Field()
  paidOn: string;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A page of payouts.' })
export class OwnerPayoutPage extends Paginated(OwnerPayout) {}

@ObjectType({ description: 'A villa owner as staff see them: villas and the balance due.' })
export class OwnerAccount {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => Int)
  villaCount: number;

  @Field()
  currency: string;

  @Field(() => Int, { description: "The balance due at the end of the current month's draft." })
  balanceDue: number;
}

@ObjectType({ description: 'A page of owners.' })
export class OwnerAccountPage extends Paginated(OwnerAccount) {}
