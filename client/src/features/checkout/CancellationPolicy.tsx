import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CancellationTier } from '../../../../common/cancellation';
import { CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS, CANCELLATION_PARTIAL_CHARGE_RATE, CANCELLATION_PARTIAL_MIN_DAYS, DEPOSIT_RATE } from '../../../../common/constants';
import { useFormatDate } from '../../lib/dates';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { cancellationPeriods } from './checkout.plan';

const TERMS = {
  'deposit-only': 'checkout.cancellation.depositOnly',
  partial: 'checkout.cancellation.partial',
  none: 'checkout.cancellation.none',
} as const satisfies Record<CancellationTier, string>;

const DETAILS = {
  'deposit-only': 'checkout.cancellation.depositOnlyDetail',
  partial: 'checkout.cancellation.partialDetail',
  none: 'checkout.cancellation.noneDetail',
} as const satisfies Record<CancellationTier, string>;

const PERCENT_KEPT = { 'deposit-only': DEPOSIT_RATE, partial: CANCELLATION_PARTIAL_CHARGE_RATE, none: 1 } as const satisfies Record<CancellationTier, number>;

/**
 * The cancellation policy (common/cancellation.ts) before the guest pays: each period still
 * ahead, with its dates for this basket and what would be kept of its total. `arrival` is the
 * first check-in or, for extras alone, the travel date (null when none was given).
 */
export function CancellationPolicy({ arrival, totalMinor, currency, travel }: { arrival: string | null; totalMinor: number; currency: string; travel: boolean }) {
  const headingId = useId();
  const { language } = usePreferences();
  const formatDay = useFormatDate();
  // An amount never breaks across lines ("GBP" on one, the figure on the next).
  const money = (minor: number) => <span className="checkout-amount">{formatMinorUnits(minor, currency, language)}</span>;
  const periods = cancellationPeriods(arrival, totalMinor);
  const numbers = { weeks: CANCELLATION_DEPOSIT_ONLY_MIN_WEEKS, days: CANCELLATION_PARTIAL_MIN_DAYS };

  return (
    <section className="checkout-cancellation" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-cancellation__title">
        <FormattedMessage id="checkout.cancellation.title" />
      </h3>
      {arrival === null ? (
        <p className="checkout-cancellation__intro">
          <FormattedMessage id="checkout.cancellation.noDate" values={{ percent: Math.round(DEPOSIT_RATE * 100), kept: money(periods[0].keptMinor) }} />
        </p>
      ) : (
        <>
          <p className="checkout-cancellation__intro">
            <FormattedMessage id={travel ? 'checkout.cancellation.introTravel' : 'checkout.cancellation.intro'} />
          </p>
          <ul className="checkout-cancellation__list">
            {periods.map((period) => (
              <li key={period.tier} className="checkout-cancellation__period" data-testid={`cancellation-${period.tier}`}>
                <span className="checkout-cancellation__term">
                  <FormattedMessage id={TERMS[period.tier]} values={numbers} />
                </span>
                <span className="checkout-cancellation__dates">
                  {period.from && period.until ? (
                    <FormattedMessage id="checkout.cancellation.between" values={{ from: formatDay(period.from), until: formatDay(period.until) }} />
                  ) : period.until ? (
                    <FormattedMessage id="checkout.cancellation.until" values={{ date: formatDay(period.until) }} />
                  ) : period.from ? (
                    <FormattedMessage id="checkout.cancellation.from" values={{ date: formatDay(period.from) }} />
                  ) : (
                    <FormattedMessage id="checkout.cancellation.now" />
                  )}
                </span>
                <span className="checkout-cancellation__detail">
                  <FormattedMessage id={DETAILS[period.tier]} values={{ percent: Math.round(PERCENT_KEPT[period.tier] * 100), kept: money(period.keptMinor) }} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
