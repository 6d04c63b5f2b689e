import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { paymentPlan, type DepositRule } from '../../../../common/payment-plan';
import type { PaymentOption } from '../../__generated__/graphql';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { useFormatDate } from '../../lib/dates';

interface Props {
  value: PaymentOption;
  onChange: (option: PaymentOption) => void;
  canDeposit: boolean;
  totalMinor: number;
  checkIns: readonly string[];
  settings: DepositRule & { currency: string };
}

const FULL = 'FULL' as PaymentOption;
const DEPOSIT = 'DEPOSIT' as PaymentOption;

/**
 * Pay in full, or a deposit now and the balance later. The deposit is offered only when the
 * server's rule allows it (every check-in far enough away); each option says what is paid now,
 * what later and by when.
 */
export function PaymentOptions({ value, onChange, canDeposit, totalMinor, checkIns, settings }: Props) {
  const name = useId();
  const { language } = usePreferences();
  const formatDay = useFormatDate();
  const money = (minor: number) => formatMinorUnits(minor, settings.currency, language);
  const full = paymentPlan({ option: 'full', totalMinor, checkIns, rule: settings });
  const deposit = paymentPlan({ option: 'deposit', totalMinor, checkIns, rule: settings });
  const percent = Math.round(settings.depositRate * 100);

  return (
    <fieldset className="checkout-card checkout-options">
      <legend>
        <FormattedMessage id="checkout.option.title" />
      </legend>
      <label className="checkout-option">
        <input type="radio" name={name} value="FULL" checked={value === FULL} onChange={() => onChange(FULL)} />
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
        <input type="radio" name={name} value="DEPOSIT" checked={value === DEPOSIT} disabled={!canDeposit} onChange={() => onChange(DEPOSIT)} />
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
            </span>
          ) : (
            <span className="checkout-option__detail" data-testid="plan-deposit">
              <FormattedMessage id="checkout.option.depositUnavailable" values={{ weeks: settings.depositMinWeeksBeforeCheckIn }} />
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
