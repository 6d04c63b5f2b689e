import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { PRICE_CALENDAR_MAX_WEEKS } from '../../../../common/bookable-stays';
import { v } from '../../validation';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** REST GET /api/properties/:id/price-calendar: from (YYYY-MM-DD, default the earliest arrival) and weeks (1 … 53, default 52). */
export class PriceCalendarInput {
  @IsOptional()
  @Matches(ISO_DATE, v('validation.date'))
  @IsString(v('validation.date'))
  from?: string;

  @IsOptional()
  @Min(1, v('validation.min'))
  @Max(PRICE_CALENDAR_MAX_WEEKS, v('validation.max'))
  @IsInt(v('validation.integer'))
  weeks?: number;
}

/** REST GET /api/properties/:id/alternatives: the stay the guest wanted. */
export class AlternativesInput {
  @Matches(ISO_DATE, v('validation.date'))
  @IsString(v('validation.date'))
  checkIn: string;

  @Matches(ISO_DATE, v('validation.date'))
  @IsString(v('validation.date'))
  checkOut: string;
}
