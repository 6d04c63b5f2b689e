import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderPlan } from '../../../../common/payment-plan';
import type { PaymentOption } from '../../__generated__/graphql';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { useFormatDate } from '../../lib/dates';
import type { DepositBlocker } from './checkout.plan';

interface Props {
  value: PaymentOption;
  onChange: (option: PaymentOption) => void;
  /** The basket paid in full, and paid with the deposit option (orderPlan's answers). */
  full: OrderPlan;
  deposit: OrderPlan;
  /** Why the deposit cannot be chosen; null when it can. */
  blocker: DepositBlocker | null;
  /** Some extras lines have no deposit option: with a deposit they are still paid in full now. */
  someExtrasInFull: boolean;
  hasStays: boolean;
  depositRate: number;
  depositMinWeeks: number;
  currency: string;
  /** Shown above the options: the travel date of a basket of extras. */
  children?: ReactNode;
}

const UNAVAILABLE = {
  'no-depositable-lines': 'checkout.option.depositNoExtras',
  'travel-date-needed': 'checkout.option.depositNeedsDate',
  'too-close': 'checkout.option.depositUnavailable',
} as const satisfies Record<DepositBlocker, string>;

/**
 * Pay in full, or a deposit now and the balance later. Both plans come from common's
 * `orderPlan` (the server charges by the same function); the deposit is offered only when it
 * allows it, and otherwise the option says what is missing.
 */
export function PaymentOptions({ value, onChange, full, deposit, blocker, someExtrasInFull, hasStays, depositRate, depositMinWeeks, currency, children }: Props) {
  const name = useId();
  const { language } = usePreferences();
  const formatDay = useFormatDate();
  const money = (minor: number) => <span className="checkout-amount">{formatMinorUnits(minor, currency, language)}</span>;
  const percent = Math.round(depositRate * 100);
  const canDeposit = blocker === null;

  return (
    <fieldset className="checkout-card checkout-options">
      <legend>
        <FormattedMessage id="checkout.option.title" />
      </legend>
      {children}
      <label className="checkout-option">
        <input type="radio" name={name} value="FULL" checked={value === 'FULL'} onChange={() => onChange('FULL')} />
        <span>
          <span className="checkout-option__title">
            <FormattedMessage id="checkout.option.full" />
          </span>
          <span className="checkout-option__detail" data-testid="plan-full">
            <FormattedMessage id="checkout.option.fullDetail" values={{ amount: money(full.payNow) }} />
          </span>
        </span>
      </label>
      <label className={`checkout-option${canDeposit ? '' : ' checkout-option--disabled'}`}>
        <input type="radio" name={name} value="DEPOSIT" checked={value === 'DEPOSIT'} disabled={!canDeposit} onChange={() => onChange('DEPOSIT')} />
        <span>
          <span className="checkout-option__title">
            <FormattedMessage id="checkout.option.deposit" values={{ percent }} />
          </span>
          {canDeposit && deposit.balanceDueDate ? (
            <span className="checkout-option__detail" data-testid="plan-deposit">
              <FormattedMessage
                id="checkout.option.depositDetail"
                values={{ now: money(deposit.payNow), balance: money(deposit.balance), date: formatDay(deposit.balanceDueDate) }}
              />
              {someExtrasInFull ? (
                <>
                  {' '}
                  <FormattedMessage id="checkout.option.depositExtrasInFull" />
                </>
              ) : null}
            </span>
          ) : (
            <span className="checkout-option__detail" data-testid="plan-deposit">
              <FormattedMessage id={blocker === 'too-close' && !hasStays ? 'checkout.option.depositTravelTooClose' : UNAVAILABLE[blocker ?? 'too-close']} values={{ weeks: depositMinWeeks }} />
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
