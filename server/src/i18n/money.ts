import { CHECKOUT_CURRENCY } from '../../../common/constants';
import type { Locale } from '../../../common/locale';
import { fromMinorUnits } from '../../../common/pricing';

/** One formatter per language and currency: building an Intl.NumberFormat costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as the request's language writes money: "£1,234.50" or "1.234,50 £". */
export function formatMoney(ctx: { locale: Locale }, minor: number, currency = CHECKOUT_CURRENCY): string {
  const key = `${ctx.locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(ctx.locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency })));
  return formatter.format(fromMinorUnits(minor));
}
