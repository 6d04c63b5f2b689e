import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BASE_CURRENCY } from '../../../common/constants';
import { fromBaseCurrency, fromMinorUnits, toMinorUnits } from '../../../common/pricing';
import { graphql } from '../__generated__/gql';
import { useCurrencies } from '../lib/currencies';
import { useFormatDate } from '../lib/dates';
import { effectiveCurrency, formatMinorUnits } from '../lib/money';
import { usePreferences } from '../lib/preferences';
import './payment-timeline.css';

/**
 * An order's instalment as the timeline shows it. Instalments have no identity of their own in
 * the cache (useFragment cannot read one apart from its order): spread it with @unmask into
 * `paymentSchedule`, and hand the instalments to the timeline.
 */
graphql(`
  fragment PaymentTimeline_instalment on Instalment {
    kind
    amount
    currency
    dueDate
    status
    paidAt
  }
`);

export type TimelineKind = 'FULL' | 'DEPOSIT' | 'BALANCE';
export type TimelineStatus = 'PAID' | 'DUE' | 'OVERDUE' | 'CANCELLED';

export interface TimelineInstalment {
  kind: TimelineKind;
  /** Minor units of the charge currency. */
  amount: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Absent before the order exists (checkout): the first instalment is then "today". */
  status?: TimelineStatus | null;
  paidAt?: string | null;
}

const KIND_MESSAGES = { FULL: 'schedule.kind.FULL', DEPOSIT: 'schedule.kind.DEPOSIT', BALANCE: 'schedule.kind.BALANCE' } as const satisfies Record<TimelineKind, string>;
const STATUS_MESSAGES = { PAID: 'schedule.status.PAID', DUE: 'schedule.status.DUE', OVERDUE: 'schedule.status.OVERDUE', CANCELLED: 'schedule.status.CANCELLED' } as const satisfies Record<TimelineStatus, string>;

/**
 * "What you pay and when": each instalment with its amount in the charge currency, the same
 * amount in the visitor's display currency beside it when that differs, its due date, and
 * (for an existing order) whether it is paid, due, overdue or cancelled. Used on checkout
 * before paying, on the confirmation page, in the account's orders and on the invoice.
 */
/** An order's refundable damage deposit as the timeline shows it. */
export interface TimelineDeposit {
  /** Minor units of the charge currency. */
  amount: number;
  /** Where it stands on an existing order (absent before the order exists). */
  status?: 'NONE' | 'DUE' | 'HELD' | 'RELEASED' | 'CLAIMED' | null;
  /** What staff kept of it, once claimed. */
  claimedAmount?: number | null;
  claimReason?: string | null;
}

/** The deposit of an order as the timeline takes it (from the order's damageDeposit* fields). */
export function depositOf(order: { damageDepositAmount: number; damageDepositStatus: NonNullable<TimelineDeposit['status']>; damageDepositClaimedAmount?: number | null; damageDepositClaimReason?: string | null }): TimelineDeposit {
  return { amount: order.damageDepositAmount, status: order.damageDepositStatus, claimedAmount: order.damageDepositClaimedAmount, claimReason: order.damageDepositClaimReason };
}

export function PaymentTimeline({ instalments, currency, title = true, damageDeposit }: { instalments: readonly TimelineInstalment[]; currency: string; title?: boolean; damageDeposit?: TimelineDeposit | null }) {
  const intl = useIntl();
  const headingId = useId();
  const formatDay = useFormatDate();
  const currencies = useCurrencies();
  const { currency: chosen } = usePreferences();
  const shown = effectiveCurrency(chosen, currencies);
  const rate = (code: string) => (code === BASE_CURRENCY ? 1 : currencies?.find((c) => c.code === code)?.exchangeRate);
  const converted = (minor: number): string | null => {
    if (shown === currency) return null;
    const [from, to] = [rate(currency), rate(shown)];
    if (!from || !to) return null;
    return formatMinorUnits(toMinorUnits(fromBaseCurrency(fromMinorUnits(minor) / from, to)), shown, intl.locale);
  };

  const deposit = damageDeposit && damageDeposit.amount > 0 && damageDeposit.status !== 'NONE' ? damageDeposit : null;
  const money = (minor: number) => {
    const approx = converted(minor);
    return approx ? `${formatMinorUnits(minor, currency, intl.locale)} (${intl.formatMessage({ id: 'schedule.approx' }, { amount: approx })})` : formatMinorUnits(minor, currency, intl.locale);
  };

  return (
    <section className="payment-timeline" aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : intl.formatMessage({ id: 'schedule.title' })}>
      {title ? (
        <h3 id={headingId} className="payment-timeline__title">
          <FormattedMessage id="schedule.title" />
        </h3>
      ) : null}
      <ol className="payment-timeline__list">
        {instalments.map((instalment, index) => {
          const approx = converted(instalment.amount);
          const status = instalment.status ?? null;
          return (
            <li key={instalment.kind} className={`payment-timeline__item${status ? ` payment-timeline__item--${status.toLowerCase()}` : ''}`} data-testid={`instalment-${instalment.kind}`}>
              <span className="payment-timeline__marker" aria-hidden="true" />
              <span className="payment-timeline__what">
                <FormattedMessage id={KIND_MESSAGES[instalment.kind]} />
              </span>
              <span className="payment-timeline__when">
                {status === null && index === 0 ? (
                  <FormattedMessage id="schedule.today" />
                ) : (
                  <FormattedMessage id="schedule.due" values={{ date: formatDay(instalment.dueDate) }} />
                )}
              </span>
              <span className="payment-timeline__amount">
                {formatMinorUnits(instalment.amount, currency, intl.locale)}
                {approx ? (
                  <span className="payment-timeline__approx">
                    <FormattedMessage id="schedule.approx" values={{ amount: approx }} />
                  </span>
                ) : null}
              </span>
              {status ? (
                <span className={`payment-timeline__status payment-timeline__status--${status.toLowerCase()}`}>
                  {status === 'PAID' && instalment.paidAt ? (
                    <FormattedMessage id="schedule.paidOn" values={{ date: formatDay(instalment.paidAt.slice(0, 10)) }} />
                  ) : (
                    <FormattedMessage id={STATUS_MESSAGES[status]} />
                  )}
                </span>
              ) : null}
              {deposit && index === instalments.length - 1 ? (
                // The deposit is paid with the last instalment: the balance, or the payment in full.
                <span className="payment-timeline__deposit" data-testid="damage-deposit">
                  <FormattedMessage id="schedule.damageDeposit" values={{ amount: money(deposit.amount) }} />{' '}
                  {deposit.status === 'HELD' ? <FormattedMessage id="schedule.damageDeposit.held" /> : null}
                  {deposit.status === 'RELEASED' ? <FormattedMessage id="schedule.damageDeposit.released" /> : null}
                  {deposit.status === 'CLAIMED' ? (
                    <FormattedMessage
                      id="schedule.damageDeposit.claimed"
                      values={{ claimed: money(deposit.claimedAmount ?? 0), refund: money(deposit.amount - (deposit.claimedAmount ?? 0)), reason: deposit.claimReason ?? '' }}
                    />
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
