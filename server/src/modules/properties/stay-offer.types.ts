import { Field, Int, ObjectType } from 'type-graphql';

/** A stay the villa can be booked for, with the total checkout would charge for it. */
@ObjectType({ description: 'A bookable stay of a villa, with the total the basket and checkout charge for it (seasons priced night by night).', simpleResolvers: true })
export class StayOffer {
  @Field({ description: 'Arrival date (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Departure date (YYYY-MM-DD).' })
  checkOut: string;

  @Field(() => Int, { description: 'Total of the stay in whole units of `currency`: what the basket and checkout charge.' })
  total: number;

  @Field({ description: "The villa's currency." })
  currency: string;
}

/** A week of a villa's price calendar. */
@ObjectType({ description: "A week of a villa's price calendar: a stay from a changeover day (Saturday without one), bookable or not.", simpleResolvers: true })
export class CalendarWeek {
  @Field({ description: 'Arrival date (YYYY-MM-DD).' })
  checkIn: string;

  @Field({ description: 'Departure date (YYYY-MM-DD).' })
  checkOut: string;

  @Field({ description: 'True when the stay can be booked (free, and keeping the villa rules, lead time and booking horizon).' })
  available: boolean;

  @Field(() => Int, { nullable: true, description: 'Total in whole units of `currency` when available (what checkout charges); null otherwise.' })
  total: number | null;

  @Field({ description: "The villa's currency." })
  currency: string;
}
