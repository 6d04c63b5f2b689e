import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__/gql';
import { Dialog } from '../../components/Dialog';
import { cardDigits, looksLikeCardNumber, TestCardForm } from '../../components/TestCardForm';
import { toast } from '../../components/toast.store';
import { useFormatDate } from '../../lib/dates';
import { errorCode, errorField, serverMessage } from '../../lib/errors';
import { rule, useZodForm } from '../../lib/form';
import { formatMinorUnits } from '../../lib/money';
import { balanceAttemptKey, finishBalanceAttempt } from './balance.attempt';
import { DialogActions } from './DialogActions';

const PaymentSettingsQuery = graphql(`
  query AccountPaymentSettings {
    paymentSettings {
      testMode
      testCards
    }
  }
`);

/** What the dialog says of the order: its number and the balance, with its due date. */
export const payBalanceOrderFragment = graphql(`
  fragment PayBalanceDialog_order on Order {
    id
    orderNumber
    currency
    balanceAmount
    balanceDueDate
  }
`);

/** Answers the order as the account's list shows it, which updates it in place. */
const PayBalanceMutation = graphql(`
  mutation PayBalance($input: PayBalanceInput!) {
    payBalance(input: $input) {
      replayed
      order {
        ...AccountOrder
      }
      payment {
        id
        kind
        amount
        status
      }
    }
  }
`);

const cardSchema = z.object({ paymentMethod: z.string().check(rule(looksLikeCardNumber, 'checkout.error.card')) });

type CardValues = z.infer<typeof cardSchema>;

/**
 * Pays an order's open balance with the test card form. Every try of the attempt sends its
 * one idempotency key (balance.attempt.ts), so a retry never charges twice. A decline shows
 * the server's translated message on the card field; on success the answer's order replaces
 * the cached one (the list updates in place) and a toast says so.
 */
export function PayBalanceDialog({ order: from, onClose, onPaid }: { order: FragmentType<typeof payBalanceOrderFragment>; onClose: () => void; onPaid: () => void }) {
  const intl = useIntl();
  const id = useId();
  const formatDay = useFormatDate();
  const fragment = useFragment({ fragment: payBalanceOrderFragment, fragmentName: 'PayBalanceDialog_order', from });
  const settings = useQuery(PaymentSettingsQuery);
  const { control, error, setServerError, submit } = useZodForm(cardSchema, { defaultValues: { paymentMethod: '' } });
  const [formError, setFormError] = useState<ReactNode>(null);
  const [payBalance, { loading }] = useMutation(PayBalanceMutation);
  // While the card is being charged the dialog stays: closing it would hide the outcome.
  const inFlight = useRef(false);
  if (!fragment.complete) return null;
  const order = fragment.data;

  const amount = formatMinorUnits(order.balanceAmount, order.currency, intl.locale);
  const testMode = settings.data?.paymentSettings.testMode ?? false;

  const pay = async ({ paymentMethod }: CardValues) => {
    inFlight.current = true;
    try {
      await payBalance({ variables: { input: { orderId: order.id, paymentMethod: cardDigits(paymentMethod), idempotencyKey: balanceAttemptKey(order.id) } } });
      finishBalanceAttempt(order.id);
      toast({ title: intl.formatMessage({ id: 'account.pay.successTitle' }), description: intl.formatMessage({ id: 'account.pay.success' }, { amount, number: order.orderNumber }) });
      onPaid();
    } catch (failure) {
      const message = serverMessage(failure);
      if (message === undefined) {
        // The answer was lost: the payment may or may not have gone through. The retry sends the same key.
        setFormError(<FormattedMessage id="account.pay.network" />);
      } else if (errorField(failure) === 'paymentMethod' || errorCode(failure) === 'PAYMENT_DECLINED') {
        setServerError('paymentMethod', message);
      } else {
        setFormError(message);
      }
    } finally {
      inFlight.current = false;
    }
  };

  // Validation and sending run once at a time: a second Enter before the button is disabled sends nothing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!inFlight.current) setFormError(null);
    submit(pay)(event);
  };

  const close = () => {
    if (!inFlight.current) onClose();
  };

  return (
    <Dialog onClose={close} className="account-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-what`}>
      <form className="account-dialog__inner" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`}>
          <FormattedMessage id="account.pay.title" values={{ number: order.orderNumber }} />
        </h2>
        <p id={`${id}-what`} className="account-dialog__lead">
          {order.balanceDueDate ? (
            <FormattedMessage id="account.pay.amountDue" values={{ amount: <strong>{amount}</strong>, date: formatDay(order.balanceDueDate) }} />
          ) : (
            <FormattedMessage id="account.pay.amount" values={{ amount: <strong>{amount}</strong> }} />
          )}
        </p>
        {settings.loading && !settings.data ? (
          <p role="status">
            <FormattedMessage id="app.loading" />
          </p>
        ) : testMode ? (
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field }) => <TestCardForm headingLevel={3} testCards={settings.data?.paymentSettings.testCards ?? []} value={field.value} error={error('paymentMethod')} onChange={field.onChange} />}
          />
        ) : (
          <p className="account-dialog__alert" role="note">
            <FormattedMessage id="checkout.card.unavailable" />
          </p>
        )}
        <DialogActions failure={formError} dismiss="account.dialog.close" onDismiss={close} busy={loading}>
          <button type="submit" className="button button--primary" disabled={loading || !testMode}>
            {loading ? <FormattedMessage id="account.pay.pending" /> : <FormattedMessage id="account.pay.submit" values={{ amount }} />}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
