import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'A period of business days (YYYY-MM-DD), both inclusive.' })
export class InsightsRange {
  @Field({ description: 'First day, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD, on or after `from`.' })
  to: string;
}

@ObjectType({ description: 'Revenue of one month (minor units of the insights currency): booked by order date, earned by night stayed, and the same month a year before.' })
export class RevenueMonth {
  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field(() => Int)
  booked: number;

  @Field(() => Int)
  earned: number;

  @Field(() => Int)
  bookedLastYear: number;

  @Field(() => Int)
  earnedLastYear: number;
}

@ObjectType({ description: 'Booking pace of one coming month: nights on the books today, and nights of the same month a year earlier that were on the books on this day a year ago.' })
export class PaceMonth {
  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field(() => Int)
  nightsOnBooks: number;

  @Field(() => Int)
  nightsLastYear: number;
}

@ObjectType({ description: 'One bar of a histogram: values from `from` to `to` (inclusive; no `to`: and above).' })
export class Histogram {
  @Field()
  label: string;

  @Field(() => Int)
  from: number;

  @Field(() => Int, { nullable: true })
  to: number | null;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Orders cancelled in the period after paying (in part), with their nights, the refunds given and the fees kept (minor units).' })
export class CancellationFigures {
  @Field(() => Int)
  orders: number;

  @Field(() => Int)
  nights: number;

  @Field(() => Int)
  refundedAmount: number;

  @Field(() => Int)
  keptAmount: number;
}

@ObjectType({ description: 'The visitor funnel of one day, as anonymous totals of the whole site.' })
export class FunnelDay {
  @Field({ description: 'YYYY-MM-DD.' })
  day: string;

  @Field(() => Int, { description: 'Searches served (the first page of a villa search).' })
  search: number;

  @Field(() => Int, { description: 'Villa pages served.' })
  villaView: number;

  @Field(() => Int, { description: 'Stays added to a basket.' })
  basketAdd: number;

  @Field(() => Int, { description: 'Checkouts started.' })
  checkoutStart: number;

  @Field(() => Int, { description: 'Orders whose first payment was taken that day.' })
  paid: number;
}

@ObjectType({ description: 'The business in figures over a period, for staff. Amounts are minor units of `currency`; the README defines every figure.' })
export class Insights {
  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => String, { nullable: true })
  destination: string | null;

  @Field(() => ID, { nullable: true })
  propertyId: string | null;

  @Field()
  currency: string;

  @Field(() => Int, { description: 'Villas in scope.' })
  villas: number;

  @Field(() => Int, { description: 'Villa-nights of the period less blocked nights.' })
  availableNights: number;

  @Field(() => Int)
  blockedNights: number;

  @Field(() => Int)
  bookedNights: number;

  @Field(() => Float, { description: 'bookedNights ÷ availableNights (0 to 1).' })
  occupancy: number;

  @Field(() => Int, { description: 'Rent of the booked nights.' })
  rent: number;

  @Field(() => Int, { description: 'Average daily rate: rent ÷ booked nights.' })
  adr: number;

  @Field(() => Int, { description: 'Revenue per available night: rent ÷ available nights.' })
  revPan: number;

  @Field(() => [RevenueMonth])
  revenueByMonth: RevenueMonth[];

  @Field(() => [PaceMonth])
  pace: PaceMonth[];

  @Field(() => [Histogram], { description: 'Days from order to arrival, of stays ordered in the period.' })
  leadTime: Histogram[];

  @Field(() => [Histogram], { description: 'Nights per stay, of stays ordered in the period.' })
  stayLength: Histogram[];

  @Field(() => CancellationFigures)
  cancellations: CancellationFigures;

  @Field(() => [FunnelDay])
  funnel: FunnelDay[];
}
