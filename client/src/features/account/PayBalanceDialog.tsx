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
import { StripeCardElement, StripeElements, type StripeHandle } from '../../components/StripePayment';

const PaymentSettingsQuery = graphql(`
  query AccountPaymentSettings {
    paymentSettings {
      provider
      testMode
      testCards
      publishableKey
      stripeJsUrl
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
      clientSecret
      payment {
        id
        kind
        amount
        status
        paymentIntentId
      }
    }
  }
`);

/** After Stripe.js confirmed the balance's PaymentIntent: the server settles it as Stripe has it now (or the webhook did already). */
const SettleBalanceMutation = graphql(`
  mutation SettleBalancePayment($input: SettleOrderPaymentInput!) {
    settleOrderPayment(input: $input) {
      replayed
      order {
        ...AccountOrder
      }
      payment {
        id
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
  const [payBalance, { loading: charging }] = useMutation(PayBalanceMutation);
  const [settle, { loading: settling }] = useMutation(SettleBalanceMutation);
  // Stripe: the Payment Element takes the card in Stripe's frame; the test provider: the test card form.
  const stripeHandle = useRef<StripeHandle | null>(null);
  const [confirming, setConfirming] = useState(false);
  // While the card is being charged the dialog stays: closing it would hide the outcome.
  const inFlight = useRef(false);
  if (!fragment.complete) return null;
  const order = fragment.data;
  const loading = charging || settling || confirming;

  const amount = formatMinorUnits(order.balanceAmount, order.currency, intl.locale);
  const paymentSettings = settings.data?.paymentSettings;
  const testMode = paymentSettings?.testMode ?? false;
  const stripeKeys =
    paymentSettings?.provider === 'stripe' && paymentSettings.publishableKey && paymentSettings.stripeJsUrl ? { publishableKey: paymentSettings.publishableKey, stripeJsUrl: paymentSettings.stripeJsUrl } : null;

  const paid = () => {
    finishBalanceAttempt(order.id);
    toast({ title: intl.formatMessage({ id: 'account.pay.successTitle' }), description: intl.formatMessage({ id: 'account.pay.success' }, { amount, number: order.orderNumber }) });
    onPaid();
  };

  /**
   * Stripe, in two steps as checkout: the server opens a PaymentIntent for the balance it
   * computed, Stripe.js confirms it with the card (the bank's 3-D Secure challenge in Stripe's
   * frame), and the server settles it. Not paid: the attempt ends (the next try opens a new
   * intent) and the dialog says nothing was charged.
   */
  const payWithStripe = async () => {
    const handle = stripeHandle.current;
    if (!handle) return setFormError(<FormattedMessage id="checkout.card.loading" />);
    const { error: entries } = await handle.elements.submit();
    // Stripe shows what to fix in its own frame.
    if (entries) return;
    const { data } = await payBalance({ variables: { input: { orderId: order.id, idempotencyKey: balanceAttemptKey(order.id) } } });
    if (!data) throw new Error('No payment result');
    const { clientSecret, payment } = data.payBalance;
    const intentId = payment.paymentIntentId;
    if (payment.status === 'COMPLETED') return paid();
    if (!clientSecret || !intentId) throw new Error('No payment to confirm');
    const returnUrl = new URL(`/account?tab=orders&pay=${encodeURIComponent(order.id)}`, window.location.origin).href;
    setConfirming(true);
    const result = await handle.stripe.confirmPayment({ elements: handle.elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' }).finally(() => setConfirming(false));
    const settled = await settle({ variables: { input: { orderId: order.id, paymentIntentId: intentId } } });
    const status = settled.data?.settleOrderPayment.payment.status;
    if (status === 'COMPLETED') return paid();
    if (result.error || status === 'FAILED') {
      // Nothing was charged: the next try is a new attempt, with a new intent.
      finishBalanceAttempt(order.id);
      return setFormError(<FormattedMessage id="account.pay.failed" values={{ reason: result.error?.message ?? '' }} />);
    }
    // With the bank still: the webhook settles it; the list shows it once it has.
    setFormError(<FormattedMessage id="account.pay.processing" />);
  };

  const pay = async ({ paymentMethod }: CardValues) => {
    inFlight.current = true;
    try {
      if (stripeKeys) return await payWithStripe();
      await payBalance({ variables: { input: { orderId: order.id, paymentMethod: cardDigits(paymentMethod), idempotencyKey: balanceAttemptKey(order.id) } } });
      paid();
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
    if (!stripeKeys) return submit(pay)(event);
    // Stripe: the card is in Stripe's frame, which checks it itself.
    event.preventDefault();
    if (!inFlight.current) void pay({ paymentMethod: '' });
  };

  const close = () => {
    if (!inFlight.current) onClose();
  };

  const dialog = (
    <Dialog onClose={close} modal={!confirming} className="account-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-what`}>
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
        ) : stripeKeys ? (
          <>
            <p className="account-dialog__note">
              <FormattedMessage id="checkout.card.stripeIntro" />
            </p>
            <StripeCardElement handleRef={stripeHandle} />
          </>
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
          <button type="submit" className="button button--primary" disabled={loading || !(testMode || stripeKeys)}>
            {loading ? <FormattedMessage id="account.pay.pending" /> : <FormattedMessage id="account.pay.submit" values={{ amount }} />}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
  return stripeKeys ? (
    <StripeElements {...stripeKeys} amount={order.balanceAmount} currency={order.currency}>
      {dialog}
    </StripeElements>
  ) : (
    dialog
  );
}
