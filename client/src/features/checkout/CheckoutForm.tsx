import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_DISCOUNT_PERCENT } from '../../../../common/constants';
import { BOOKING_HORIZON_MONTHS_DEFAULT, businessToday, earliestCheckIn, latestCheckIn } from '../../../../common/dates';
import { graphql } from '../../__generated__/gql';
import type { CheckoutPageQuery, PaymentOption } from '../../__generated__/graphql';
import { DatePicker } from '../../components/DatePicker';
import { PaymentTimeline } from '../../components/PaymentTimeline';
import { useZodForm } from '../../lib/form';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { TextField } from '../../components/TextField';
import { errorCode, errorField, serverMessage } from '../../lib/errors';
import { loginUrl, paths } from '../../lib/urls';
import { CancellationPolicy } from './CancellationPolicy';
import { DiscountCode } from './DiscountCode';
import { PaymentOptions } from './PaymentOptions';
import { cardDigits, TestCardForm } from '../../components/TestCardForm';
import { attemptKey, basketFingerprint, finishAttempt } from './checkout.attempt';
import { depositBlocker, planFor, timelineOf, type AppliedDiscount, type BasketLines } from './checkout.plan';
import { CHECKOUT_FIELDS, checkoutSchema, stripeCheckoutSchema, type CheckoutValues } from './checkout.validation';
import { StripeElements, StripePaymentField, type StripeHandle } from '../../components/StripePayment';
import { checkoutConfirmationUrl, paymentReturnUrl } from './checkout.urls';

export const checkoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      replayed
      testMode
      clientSecret
      payment {
        id
        paymentIntentId
      }
      order {
        id
        orderNumber
        ...CheckoutConfirmation_order
      }
    }
  }
`);

/** After a payment the browser confirmed: the server asks Stripe where it stands and settles the order (a failed one is cancelled, its dates freed). */
export const settleOrderPaymentMutation = graphql(`
  mutation SettleOrderPayment($input: SettleOrderPaymentInput!) {
    settleOrderPayment(input: $input) {
      replayed
      order {
        id
        status
        ...CheckoutConfirmation_order
      }
    }
  }
`);

type Me = NonNullable<CheckoutPageQuery['me']>;
type Cart = CheckoutPageQuery['cart'];
type Settings = CheckoutPageQuery['paymentSettings'];

/**
 * After an order: the basket is empty (the server emptied it in the same transaction) and the
 * account's order and booking lists are stale.
 */
export function afterOrderPlaced(cache: ApolloCache): void {
  const emptied = { items: [], extras: [], itemCount: 0, subtotal: 0, total: 0 };
  // The basket is stored inside the root query, or (with a singleton type policy) as its own entry.
  let cartEntry: string | undefined;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      cart(existing, { isReference }) {
        if (isReference(existing)) {
          cartEntry = existing.__ref;
          return existing;
        }
        return existing && typeof existing === 'object' ? { ...existing, ...emptied } : existing;
      },
    },
  });
  if (cartEntry) cache.modify({ id: cartEntry, fields: Object.fromEntries(Object.entries(emptied).map(([key, value]) => [key, () => value])) });
  for (const fieldName of ['myOrders', 'myBookings']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

interface Props {
  me: Me;
  cart: Cart;
  settings: Settings;
  /** The basket in minor units of the charge currency, with each extra's deposit flag. */
  lines: BasketLines;
  /** The discount code the server accepted, if any (the summary shows it too). */
  discount: AppliedDiscount | null;
  onDiscountChange: (discount: AppliedDiscount | null) => void;
}

/**
 * Lead guest, discount code, payment option (and, for extras alone, the travel date), card,
 * what is paid when and the cancellation policy, and the one submit that places the order.
 * Every figure comes from common's `orderPlan`, the function the server charges by.
 */
export function CheckoutForm({ me, cart, settings, lines, discount, onDiscountChange }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = usePreferences();
  const alertId = useId();
  // Stripe: the Payment Element takes the card, in Stripe's frame; the test provider: our test card form.
  const stripeKeys = settings.provider === 'stripe' && settings.publishableKey && settings.stripeJsUrl ? { publishableKey: settings.publishableKey, stripeJsUrl: settings.stripeJsUrl } : null;
  const stripeHandle = useRef<StripeHandle | null>(null);
  const apollo = useApolloClient();
  const [settle] = useMutation(settleOrderPaymentMutation);
  const form = useZodForm(stripeKeys ? stripeCheckoutSchema : checkoutSchema, {
    defaultValues: { leadGuestName: me.name, leadGuestEmail: me.email, leadGuestPhone: me.phone ?? '', paymentMethod: '', travelDate: '', discountCode: discount?.code ?? '' },
  });
  const { control, error, field, submit, takeServerError } = form;
  const travelDate = useWatch({ control, name: 'travelDate' });
  const [formError, setFormError] = useState<ReactNode>(null);
  const [option, setOption] = useState<PaymentOption>('FULL');
  // Stripe, with a balance to pay later: the guest may agree to have the balance charged to this card on its due date.
  const [saveCard, setSaveCard] = useState(false);
  const [checkout, { loading }] = useMutation(checkoutMutation);
  // An order being placed: a second click (or Enter) meanwhile sends nothing (the form's submit
  // ignores it) and leaves the outcome's message alone.
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const hasStays = lines.stays.length > 0;
  const choice = { discount, travelDate, rule: settings };
  const full = planFor(lines, { ...choice, option: 'FULL' });
  const deposit = planFor(lines, { ...choice, option: 'DEPOSIT' });
  const blocker = depositBlocker(lines, deposit);
  const chosen: PaymentOption = blocker === null ? option : 'FULL';
  const plan = chosen === 'DEPOSIT' ? deposit : full;
  // The plan is exact when every line is priced in the charge currency.
  const exactTotal = [...cart.items, ...cart.extras].every((line) => line.currency === settings.currency);
  const money = (minor: number) => formatMinorUnits(minor, settings.currency, language);

  const showFormError = (message: ReactNode) => {
    setFormError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const orderInput = (entered: CheckoutValues) => ({
    idempotencyKey: attemptKey(basketFingerprint(cart.items, cart.extras)),
    leadGuestName: entered.leadGuestName.trim(),
    leadGuestEmail: entered.leadGuestEmail.trim(),
    leadGuestPhone: entered.leadGuestPhone.trim(),
    paymentOption: chosen,
    ...(discount ? { discountCode: discount.code } : {}),
    ...(!hasStays && travelDate ? { travelDate } : {}),
    // The discounted total the guest was shown: the server charges nothing if its own differs.
    ...(exactTotal ? { expectedTotal: plan.totalAmount } : {}),
  });

  /**
   * Stripe, in two steps: the Payment Element's entries are checked, the server holds the order
   * and answers a PaymentIntent for what it computed, and Stripe.js confirms it with the card
   * (the bank's 3-D Secure challenge runs in Stripe's frame). Paid: the confirmation page settles
   * the order. Not paid: the server settles it too (a failed payment cancels the order and frees
   * the dates), and the guest is told, and may try again.
   */
  const payWithStripe = async (entered: CheckoutValues) => {
    const handle = stripeHandle.current;
    if (!handle) return showFormError(<FormattedMessage id="checkout.card.loading" />);
    const { error: entries } = await handle.elements.submit();
    // Stripe shows what to fix in its own frame.
    if (entries) return;
    const { data } = await checkout({ variables: { input: { ...orderInput(entered), ...(saveCard && plan.balance > 0 ? { saveCard: true } : {}) } } });
    if (!data) throw new Error('No checkout result');
    const { order, payment, clientSecret, testMode } = data.checkout;
    const confirmation = paymentReturnUrl(order.orderNumber, order.id, payment.paymentIntentId);
    if (clientSecret) {
      const returnUrl = new URL(paymentReturnUrl(order.orderNumber, order.id), window.location.origin).href;
      const result = await handle.stripe.confirmPayment({ elements: handle.elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (result.error) {
        const settled = payment.paymentIntentId ? await settle({ variables: { input: { orderId: order.id, paymentIntentId: payment.paymentIntentId } } }).catch(() => null) : null;
        // The order was cancelled: the next try is a new attempt, with a new order.
        if (settled?.data?.settleOrderPayment.order.status === 'CANCELLED') finishAttempt();
        return showFormError(<FormattedMessage id="checkout.card.failed" values={{ reason: result.error.message ?? '' }} />);
      }
    }
    finishAttempt();
    afterOrderPlaced(apollo.cache);
    await navigate(confirmation, { state: { testMode } });
  };

  const placeOrder = async (entered: CheckoutValues) => {
    inFlight.current = true;
    try {
      if (stripeKeys) return await payWithStripe(entered);
      const { data } = await checkout({
        variables: { input: { ...orderInput(entered), paymentMethod: cardDigits(entered.paymentMethod) } },
        update: (cache) => afterOrderPlaced(cache),
      });
      if (!data) throw new Error('No checkout result');
      finishAttempt();
      const order = data.checkout.order;
      await navigate(checkoutConfirmationUrl(order.orderNumber), { state: { order, testMode: data.checkout.testMode } });
    } catch (failure) {
      handleError(failure);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!inFlight.current) setFormError(null);
    submit(placeOrder)(event);
  };

  const handleError = (failure: unknown) => {
    const message = serverMessage(failure);
    if (message === undefined) {
      // The answer was lost: the order may or may not exist. A retry sends the same key, so it
      // either returns that order or places it once.
      showFormError(<FormattedMessage id="checkout.error.network" />);
      return;
    }
    const code = errorCode(failure);
    const serverField = errorField(failure);
    if (code === 'UNAUTHENTICATED') {
      void navigate(loginUrl({ returnTo: paths.checkout }));
      return;
    }
    if (code === 'BAD_USER_INPUT' && serverField === 'discountCode' && takeServerError(failure, ['discountCode'])) {
      // The code was used meanwhile (another tab, another order): the plan goes back to full price.
      onDiscountChange(null);
      return;
    }
    // The guest's details, the card, and for extras alone the travel date: the field says what to fix.
    if (code === 'BAD_USER_INPUT' && takeServerError(failure, hasStays ? CHECKOUT_FIELDS : [...CHECKOUT_FIELDS, 'travelDate'])) return;
    // Declined card, dates taken meanwhile, a changed total: the server says what happened.
    showFormError(message);
  };

  const payLabel = money(plan.payNow);
  const today = businessToday();

  const checkoutForm = (
    <form ref={formRef} className="checkout-form" noValidate onSubmit={onSubmit} aria-describedby={formError ? alertId : undefined}>
      <section className="checkout-card" aria-labelledby={`${alertId}-guest`}>
        <h2 id={`${alertId}-guest`}>
          <FormattedMessage id="checkout.guest.title" />
        </h2>
        <p className="checkout-note">
          <FormattedMessage id="checkout.guest.intro" />
        </p>
        <TextField label={intl.formatMessage({ id: 'checkout.guest.name' })} autoComplete="name" required {...field('leadGuestName')} />
        <TextField type="email" label={intl.formatMessage({ id: 'checkout.guest.email' })} autoComplete="email" required {...field('leadGuestEmail')} />
        <TextField type="tel" label={intl.formatMessage({ id: 'checkout.guest.phone' })} autoComplete="tel" required {...field('leadGuestPhone')} />
      </section>

      {hasStays ? (
        <DiscountCode form={form} applied={discount} onApplied={onDiscountChange} amount={money(full.discountAmount)} />
      ) : (
        <p className="checkout-card checkout-note checkout-discount">
          <FormattedMessage id="checkout.discount.staysOnly" values={{ code: NEWSLETTER_DISCOUNT_CODE, percent: NEWSLETTER_DISCOUNT_PERCENT }} />
        </p>
      )}

      <PaymentOptions
        value={chosen}
        onChange={setOption}
        full={full}
        deposit={deposit}
        blocker={blocker}
        someExtrasInFull={lines.extras.some((line) => !line.depositable)}
        hasStays={hasStays}
        depositRate={settings.depositRate}
        depositMinWeeks={settings.depositMinWeeksBeforeCheckIn}
        currency={settings.currency}
      >
        {hasStays ? null : (
          <div className="checkout-travel">
            <Controller
              control={control}
              name="travelDate"
              render={({ field: travel }) => (
                <DatePicker
                  label={intl.formatMessage({ id: 'checkout.travelDate.label' })}
                  value={travel.value}
                  onChange={travel.onChange}
                  min={earliestCheckIn(today)}
                  max={latestCheckIn(today, BOOKING_HORIZON_MONTHS_DEFAULT)}
                  placeholder={intl.formatMessage({ id: 'checkout.travelDate.placeholder' })}
                  describedBy={`${alertId}-travel-hint`}
                  error={error('travelDate')}
                  name="travelDate"
                />
              )}
            />
            {/* Outside the picker, so its calendar opens right under the button. */}
            <p id={`${alertId}-travel-hint`} className="form-field__hint checkout-travel__hint">
              <FormattedMessage id="checkout.travelDate.hint" values={{ weeks: settings.balanceDueWeeksBeforeCheckIn }} />
            </p>
          </div>
        )}
      </PaymentOptions>

      {stripeKeys ? (
        <StripePaymentField handleRef={stripeHandle}>
          {plan.balance > 0 ? (
            <label className="checkout-consent">
              <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
              <span>
                <FormattedMessage id="checkout.card.saveConsent" />
              </span>
            </label>
          ) : null}
        </StripePaymentField>
      ) : settings.testMode ? (
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field: card }) => <TestCardForm testCards={settings.testCards} value={card.value} error={error('paymentMethod')} onChange={card.onChange} />}
        />
      ) : (
        <section className="checkout-card">
          <p className="checkout-alert" role="note">
            <FormattedMessage id="checkout.card.unavailable" />
          </p>
        </section>
      )}

      <div className="checkout-card checkout-plan">
        <PaymentTimeline instalments={timelineOf(plan)} currency={settings.currency} damageDeposit={{ amount: plan.damageDeposit }} />
        <CancellationPolicy arrival={plan.anchorDate} totalMinor={plan.totalAmount} currency={settings.currency} travel={!hasStays} />
      </div>

      {formError ? (
        <div ref={alertRef} id={alertId} className="checkout-alert checkout-alert--error" role="alert" tabIndex={-1}>
          {formError}
        </div>
      ) : null}

      <div className="checkout-submit">
        <button type="submit" className="button button--primary button--block" disabled={loading || !(settings.testMode || stripeKeys)}>
          {loading ? <FormattedMessage id="checkout.submit.pending" /> : <FormattedMessage id="checkout.submit" values={{ amount: payLabel }} />}
        </button>
        <p className="checkout-note">
          <FormattedMessage id="checkout.submit.note" values={{ currency: settings.currency }} />
        </p>
      </div>
    </form>
  );
  return stripeKeys ? (
    <StripeElements {...stripeKeys} amount={plan.payNow} currency={settings.currency}>
      {checkoutForm}
    </StripeElements>
  ) : (
    checkoutForm
  );
}
