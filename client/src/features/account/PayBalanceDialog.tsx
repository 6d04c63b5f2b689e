import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { Dialog } from '../../components/Dialog';
import { cardDigits, looksLikeCardNumber, TestCardForm } from '../../components/TestCardForm';
import { toast } from '../../components/toast.store';
import { useFormatDate } from '../../lib/dates';
import { errorCode, errorField, serverMessage } from '../../lib/errors';
import { useForm, type FieldErrors } from '../../lib/forms';
import { formatMinorUnits } from '../../lib/money';
import { balanceAttemptKey, finishBalanceAttempt } from './balance.attempt';
import { DialogActions } from './DialogActions';
import type { AccountOrder } from './OrderCard';

const PaymentSettingsQuery = graphql(`
  query AccountPaymentSettings {
    paymentSettings {
      testMode
      testCards
    }
  }
`);

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

type CardValues = { paymentMethod: string };

function validateCard(values: CardValues): FieldErrors<CardValues> {
  return looksLikeCardNumber(values.paymentMethod) ? {} : { paymentMethod: 'checkout.error.card' };
}

/**
 * Pays an order's open balance with the test card form. Every try of the attempt sends its
 * one idempotency key (balance.attempt.ts), so a retry never charges twice. A decline shows
 * the server's translated message on the card field; on success the answer's order replaces
 * the cached one (the list updates in place) and a toast says so.
 */
export function PayBalanceDialog({ order, onClose, onPaid }: { order: AccountOrder; onClose: () => void; onPaid: () => void }) {
  const intl = useIntl();
  const id = useId();
  const formatDay = useFormatDate();
  const settings = useQuery(PaymentSettingsQuery);
  const { values, error, setValue, setServerError, handleSubmit } = useForm<CardValues>({ paymentMethod: '' }, validateCard);
  const [formError, setFormError] = useState<ReactNode>(null);
  const [payBalance, { loading }] = useMutation(PayBalanceMutation);
  // A second Enter before React re-renders the disabled button must not send again.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

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
        formRef.current?.querySelector<HTMLInputElement>('[name="paymentMethod"]')?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      inFlight.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    setFormError(null);
    handleSubmit((entered) => void pay(entered))(event);
  };

  // While the card is being charged the dialog stays: closing it would hide the outcome.
  const close = () => {
    if (!inFlight.current) onClose();
  };

  return (
    <Dialog onClose={close} className="account-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-what`}>
      <form ref={formRef} className="account-dialog__inner" noValidate onSubmit={submit}>
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
          <TestCardForm headingLevel={3} testCards={settings.data?.paymentSettings.testCards ?? []} value={values.paymentMethod} error={error('paymentMethod')} onChange={(value) => setValue('paymentMethod', value)} />
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
