import { CHECKOUT_CURRENCY } from '../../../common/constants';
import type { Locale } from '../../../common/locale';
import { fromMinorUnits } from '../../../common/pricing';

/** An amount in minor units as the request's language writes money: "£1,234.50" or "1.234,50 £". */
export function formatMoney(ctx: { locale: Locale }, minor: number, currency = CHECKOUT_CURRENCY): string {
  return new Intl.NumberFormat(ctx.locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(fromMinorUnits(minor));
}
