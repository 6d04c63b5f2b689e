import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH } from '../../../../common/constants';
import { businessToday } from '../../../../common/dates';
import { depositAvailable, paymentPlan } from '../../../../common/payment-plan';
import { toMinorUnits } from '../../../../common/pricing';
import { graphql } from '../../__generated__/gql';
import type { CheckoutPageQuery, PaymentOption } from '../../__generated__/graphql';
import { isValidEmail } from '../../lib/forms';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { TextField } from '../../components/TextField';
import { errorCode, errorField, serverMessage } from '../../lib/errors';
import { loginUrl, paths } from '../../lib/urls';
import { PaymentOptions } from './PaymentOptions';
import { TestCardForm } from './TestCardForm';
import { attemptKey, basketFingerprint, finishAttempt } from './checkout.attempt';
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
type Field = 'leadGuestName' | 'leadGuestEmail' | 'leadGuestPhone' | 'paymentMethod';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['leadGuestName', 'leadGuestEmail', 'leadGuestPhone', 'paymentMethod'];

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
  const [values, setValues] = useState<Record<Field, string>>({
    leadGuestName: me.name,
    leadGuestEmail: me.email,
    leadGuestPhone: me.phone ?? '',
    paymentMethod: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
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

  const validate = (v: Record<Field, string>): FieldErrors => {
    const next: FieldErrors = {};
    if (v.leadGuestName.trim().length < MIN_NAME_LENGTH) next.leadGuestName = intl.formatMessage({ id: 'checkout.error.name' });
    if (!isValidEmail(v.leadGuestEmail)) next.leadGuestEmail = intl.formatMessage({ id: 'checkout.error.email' });
    if (v.leadGuestPhone.trim().length < MIN_PHONE_LENGTH) next.leadGuestPhone = intl.formatMessage({ id: 'checkout.error.phone' });
    if (!/^\d{12,19}$/.test(v.paymentMethod.replace(/\s/g, ''))) next.paymentMethod = intl.formatMessage({ id: 'checkout.error.card' });
    return next;
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const focusField = (field: Field) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const showFormError = (message: ReactNode) => {
    setFormError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    inFlight.current = true;
    try {
      const { data } = await checkout({
        variables: {
          input: {
            idempotencyKey: attemptKey(basketFingerprint(cart.items, cart.extras)),
            leadGuestName: values.leadGuestName.trim(),
            leadGuestEmail: values.leadGuestEmail.trim(),
            leadGuestPhone: values.leadGuestPhone.trim(),
            paymentMethod: values.paymentMethod.replace(/\s/g, ''),
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
    } catch (error) {
      handleError(error);
    } finally {
      inFlight.current = false;
    }
  };

  const handleError = (error: unknown) => {
    const message = serverMessage(error);
    if (message === undefined) {
      // The answer was lost: the order may or may not exist. A retry sends the same key, so it
      // either returns that order or places it once.
      showFormError(<FormattedMessage id="checkout.error.network" />);
      return;
    }
    const code = errorCode(error);
    const field = errorField(error) as Field | undefined;
    if (code === 'UNAUTHENTICATED') {
      void navigate(loginUrl({ returnTo: paths.checkout }));
      return;
    }
    if (code === 'BAD_USER_INPUT' && field && FIELDS.includes(field)) {
      setErrors((e) => ({ ...e, [field]: message }));
      focusField(field);
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
        <TextField name="leadGuestName" label={intl.formatMessage({ id: 'checkout.guest.name' })} autoComplete="name" required value={values.leadGuestName} error={errors.leadGuestName} onChange={(event) => change('leadGuestName', event.target.value)} />
        <TextField name="leadGuestEmail" type="email" label={intl.formatMessage({ id: 'checkout.guest.email' })} autoComplete="email" required value={values.leadGuestEmail} error={errors.leadGuestEmail} onChange={(event) => change('leadGuestEmail', event.target.value)} />
        <TextField name="leadGuestPhone" type="tel" label={intl.formatMessage({ id: 'checkout.guest.phone' })} autoComplete="tel" required value={values.leadGuestPhone} error={errors.leadGuestPhone} onChange={(event) => change('leadGuestPhone', event.target.value)} />
      </section>

      <PaymentOptions value={chosen} onChange={setOption} canDeposit={canDeposit} totalMinor={totalMinor} checkIns={checkIns} settings={settings} />

      {settings.testMode ? (
        <TestCardForm
          testCards={settings.testCards}
          value={values.paymentMethod}
          error={errors.paymentMethod}
          onChange={(value) => change('paymentMethod', value)}
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
