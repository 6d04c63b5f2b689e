import { isIsoDate } from '../../../../common/dates';
import { badInput } from '../../errors';

/** A calendar date as YYYY-MM-DD, or a BAD_USER_INPUT error naming the field. */
export function parseIsoDate(value: string, field: string): string {
  if (!isIsoDate(value)) throw badInput('validation.date', field);
  return value;
}
