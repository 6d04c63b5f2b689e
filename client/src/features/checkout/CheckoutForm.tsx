import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { businessToday } from '../../../../common/dates';
import { depositAvailable, paymentPlan } from '../../../../common/payment-plan';
import { toMinorUnits } from '../../../../common/pricing';
import { graphql } from '../../__generated__/gql';
import type { CheckoutPageQuery, PaymentOption } from '../../__generated__/graphql';
import { useForm } from '../../lib/forms';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { TextField } from '../../components/TextField';
import { errorCode, errorField, serverMessage } from '../../lib/errors';
import { loginUrl, paths } from '../../lib/urls';
import { PaymentOptions } from './PaymentOptions';
import { TestCardForm } from './TestCardForm';
import { attemptKey, basketFingerprint, finishAttempt } from './checkout.attempt';
import { cardDigits, CHECKOUT_FIELDS, validateCheckout, type CheckoutField, type CheckoutValues } from './checkout.validation';
import { checkoutConfirmationUrl } from './checkout.urls';

export const checkoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      replayed
      testMode
      order {
        ...CheckoutConfirmation_order @unmask
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

/** Lead guest, payment option and card, and the one submit that places the order. */
export function CheckoutForm({ me, cart, settings }: { me: Me; cart: Cart; settings: Settings }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = usePreferences();
  const alertId = useId();
  const { values, error, field, setValue, setServerError, handleSubmit } = useForm<CheckoutValues>(
    { leadGuestName: me.name, leadGuestEmail: me.email, leadGuestPhone: me.phone ?? '', paymentMethod: '' },
    validateCheckout,
  );
  const [formError, setFormError] = useState<ReactNode>(null);
  const [option, setOption] = useState<PaymentOption>('FULL' as PaymentOption);
  const [checkout, { loading }] = useMutation(checkoutMutation);
  // A second click (or Enter) before React re-renders the disabled button must not send again.
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const checkIns = useMemo(() => cart.items.map((item) => item.checkIn), [cart.items]);
  // The rule is common/payment-plan's; its figures are the ones the server announces.
  const canDeposit = depositAvailable(checkIns, businessToday(), settings);
  const chosen: PaymentOption = canDeposit ? option : ('FULL' as PaymentOption);
  const totalMinor = toMinorUnits(cart.total);
  const plan = paymentPlan({ option: chosen === 'DEPOSIT' ? 'deposit' : 'full', totalMinor, checkIns, rule: settings });
  // The basket total is exact when every line is priced in the charge currency.
  const exactTotal = [...cart.items, ...cart.extras].every((line) => line.currency === settings.currency);

  const focusField = (name: CheckoutField) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  const showFormError = (message: ReactNode) => {
    setFormError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const placeOrder = async (entered: CheckoutValues) => {
    inFlight.current = true;
    try {
      const { data } = await checkout({
        variables: {
          input: {
            idempotencyKey: attemptKey(basketFingerprint(cart.items, cart.extras)),
            leadGuestName: entered.leadGuestName.trim(),
            leadGuestEmail: entered.leadGuestEmail.trim(),
            leadGuestPhone: entered.leadGuestPhone.trim(),
            paymentMethod: cardDigits(entered.paymentMethod),
            paymentOption: chosen,
            ...(exactTotal ? { expectedTotal: totalMinor } : {}),
          },
        },
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    setFormError(null);
    handleSubmit(placeOrder)(event);
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
    const serverField = errorField(failure) as CheckoutField | undefined;
    if (code === 'UNAUTHENTICATED') {
      void navigate(loginUrl({ returnTo: paths.checkout }));
      return;
    }
    if (code === 'BAD_USER_INPUT' && serverField && CHECKOUT_FIELDS.includes(serverField)) {
      setServerError(serverField, message);
      focusField(serverField);
      return;
    }
    // Declined card, dates taken meanwhile, a changed total: the server says what happened.
    showFormError(message);
  };

  const payLabel = formatMinorUnits(plan.payNow, settings.currency, language);

  return (
    <form ref={formRef} className="checkout-form" noValidate onSubmit={submit} aria-describedby={formError ? alertId : undefined}>
      <section className="checkout-card" aria-labelledby={`${alertId}-guest`}>
        <h2 id={`${alertId}-guest`}>
          <FormattedMessage id="checkout.guest.title" />
        </h2>
        <p className="checkout-note">
          <FormattedMessage id="checkout.guest.intro" />
        </p>
        <TextField label={intl.formatMessage({ id: 'checkout.guest.name' })} autoComplete="name" required error={error('leadGuestName')} {...field('leadGuestName')} />
        <TextField type="email" label={intl.formatMessage({ id: 'checkout.guest.email' })} autoComplete="email" required error={error('leadGuestEmail')} {...field('leadGuestEmail')} />
        <TextField type="tel" label={intl.formatMessage({ id: 'checkout.guest.phone' })} autoComplete="tel" required error={error('leadGuestPhone')} {...field('leadGuestPhone')} />
      </section>

      <PaymentOptions value={chosen} onChange={setOption} canDeposit={canDeposit} totalMinor={totalMinor} checkIns={checkIns} settings={settings} />

      {settings.testMode ? (
        <TestCardForm
          testCards={settings.testCards}
          value={values.paymentMethod}
          error={error('paymentMethod')}
          onChange={(value) => setValue('paymentMethod', value)}
        />
      ) : (
        <section className="checkout-card">
          <p className="checkout-alert" role="note">
            <FormattedMessage id="checkout.card.unavailable" />
          </p>
        </section>
      )}

      {formError ? (
        <div ref={alertRef} id={alertId} className="checkout-alert checkout-alert--error" role="alert" tabIndex={-1}>
          {formError}
        </div>
      ) : null}

      <div className="checkout-submit">
        <button type="submit" className="button button--primary button--block" disabled={loading || !settings.testMode}>
          {loading ? <FormattedMessage id="checkout.submit.pending" /> : <FormattedMessage id="checkout.submit" values={{ amount: payLabel }} />}
        </button>
        <p className="checkout-note">
          <FormattedMessage id="checkout.submit.note" values={{ currency: settings.currency }} />
        </p>
      </div>
    </form>
  );
}
