import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Fact } from '../../components/Fact';
import { PageIntro } from '../../components/PageIntro';
import { PageLoading } from '../../components/PageLoading';
import { depositOf, PaymentTimeline } from '../../components/PaymentTimeline';
import { formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { paths, propertyUrl } from '../../lib/urls';
import { useFormatDate } from '../../lib/dates';
import { CheckoutLine, StayFacts } from './CheckoutLine';
import { settleOrderPaymentMutation } from './CheckoutForm';
import './checkout.css';

/**
 * What the confirmation shows of the order. Instalments have no identity in the cache (useFragment
 * cannot read one apart from its order), so the timeline's fields come unmasked with the order.
 */
export const checkoutConfirmationFragment = graphql(`
  fragment CheckoutConfirmation_order on Order {
    id
    orderNumber
    createdAt
    currency
    staysAmount
    extrasAmount
    discountCode
    discountAmount
    totalAmount
    paymentOption
    status
    travelDate
    damageDepositAmount
    damageDepositStatus
    damageDepositClaimedAmount
    damageDepositClaimReason
    paymentSchedule {
      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order
    }
    leadGuestName
    leadGuestEmail
    bookings {
      id
      checkIn
      checkOut
      guests
      totalNights
      totalPrice
      status
      property {
        id
        title
      }
    }
    extras {
      id
      title
      quantity
      totalPrice
    }
  }
`);

/** A reload of the confirmation finds the order among the newest of the account's orders. */
const confirmationOrderQuery = graphql(`
  query CheckoutConfirmationOrder($orderNumber: String!) {
    myOrder(orderNumber: $orderNumber) {
      id
      ...CheckoutConfirmation_order
    }
  }
`);

type ConfirmationOrder = FragmentType<typeof checkoutConfirmationFragment> & { orderNumber: string };

/** What checkout hands over: the order placed (its number, and its data in the cache), and whether it was a test. */
export interface ConfirmationState {
  order?: ConfirmationOrder;
  testMode?: boolean;
}

/**
 * Back from a payment the browser confirmed (Stripe's Payment Element, its 3-D Secure challenge,
 * or a redirect, which adds ?payment_intent=): the server is asked to settle the order as Stripe
 * has it now, once; the answer updates the order in the cache. True while it is asked.
 */
function useSettlePayment(search: string): boolean {
  const params = new URLSearchParams(search);
  const orderId = params.get('order');
  const paymentIntentId = params.get('payment_intent');
  const [settle] = useMutation(settleOrderPaymentMutation);
  const [settling, setSettling] = useState(Boolean(orderId && paymentIntentId));
  useEffect(() => {
    if (!orderId || !paymentIntentId) return;
    // Whatever the answer (or none), the page then shows the order as it stands.
    void settle({ variables: { input: { orderId, paymentIntentId } } })
      .catch(() => undefined)
      .finally(() => setSettling(false));
  }, [orderId, paymentIntentId, settle]);
  return settling;
}

/** /checkout/confirmation/:orderNumber: the order number and what was booked. */
export default function CheckoutConfirmationPage() {
  const intl = useIntl();
  const { orderNumber = '' } = useParams();
  const location = useLocation();
  const state = (location.state ?? {}) as ConfirmationState;
  const settling = useSettlePayment(location.search);
  const fromCheckout = state.order?.orderNumber === orderNumber ? state.order : undefined;
  // Straight from checkout the order is in the cache; after a reload (the state outlives the cache) it is asked for.
  const cached = useFragment({ fragment: checkoutConfirmationFragment, fragmentName: 'CheckoutConfirmation_order', from: fromCheckout ?? null });
  const { data, loading } = useQuery(confirmationOrderQuery, { variables: { orderNumber }, skip: cached.complete, fetchPolicy: 'network-only' });
  const order = cached.complete ? fromCheckout : (data?.myOrder ?? undefined);
  const title = intl.formatMessage({ id: 'checkout.confirmation.title' });

  if (!order || settling) {
    if (loading || settling) return <PageLoading />;
    return (
      <div className="page container">
        <PageIntro title={title} />
        <p>
          <FormattedMessage id="checkout.confirmation.notFound" values={{ orderNumber }} />
        </p>
        <Link className="button button--primary" to={paths.account}>
          <FormattedMessage id="checkout.confirmation.account" />
        </Link>
      </div>
    );
  }
  return <Confirmation order={order} testMode={state.testMode} title={title} />;
}

function Confirmation({ order: from, testMode, title }: { order: FragmentType<typeof checkoutConfirmationFragment>; testMode?: boolean; title: string }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const formatDay = useFormatDate();
  const heading = useRef<HTMLDivElement>(null);
  const fragment = useFragment({ fragment: checkoutConfirmationFragment, fragmentName: 'CheckoutConfirmation_order', from });

  // Announce the outcome: focus moves from the (now gone) pay button to the confirmation.
  useEffect(() => heading.current?.focus(), []);

  if (!fragment.complete) return null;
  const order = fragment.data;
  const money = (minor: number) => formatMinorUnits(minor, order.currency, language);
  // A payment confirmed in the browser may still be with the bank, or may have failed.
  if (order.status === 'CANCELLED' || order.status === 'EXPIRED') return <PaymentNotCompleted orderNumber={order.orderNumber} />;
  const pending = order.status === 'PENDING';

  return (
    <div className="page container checkout-confirmation">
      <div ref={heading} tabIndex={-1} className="checkout-confirmation__head">
        <PageIntro
          title={pending ? intl.formatMessage({ id: 'checkout.confirmation.pendingTitle' }) : title}
          intro={pending ? <FormattedMessage id="checkout.confirmation.pending" /> : <FormattedMessage id="checkout.confirmation.intro" values={{ email: order.leadGuestEmail }} />}
        >
          <p className="checkout-confirmation__number">
            <FormattedMessage id="checkout.confirmation.orderNumber" values={{ orderNumber: <strong>{order.orderNumber}</strong> }} />
          </p>
        </PageIntro>
      </div>
      {testMode ? (
        <p className="checkout-alert" role="note">
          <FormattedMessage id="checkout.confirmation.testMode" />
        </p>
      ) : null}
      <section className="checkout-card" aria-labelledby="confirmation-stays">
        <h2 id="confirmation-stays">
          <FormattedMessage id="checkout.confirmation.summary" />
        </h2>
        <ul className="checkout-lines">
          {order.bookings.map((booking) => (
            <CheckoutLine key={booking.id} title={<Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link>} price={money(booking.totalPrice)}>
              <StayFacts stay={booking} />
            </CheckoutLine>
          ))}
          {order.extras.map((extra) => (
            <CheckoutLine key={extra.id} title={extra.title} price={money(extra.totalPrice)}>
              {extra.quantity > 1 ? (
                <p className="checkout-line__meta">
                  <FormattedMessage id="checkout.summary.quantity" values={{ quantity: extra.quantity }} />
                </p>
              ) : null}
            </CheckoutLine>
          ))}
        </ul>
        {order.travelDate ? (
          <p className="checkout-note">
            <FormattedMessage id="checkout.confirmation.travelDate" values={{ date: formatDay(order.travelDate) }} />
          </p>
        ) : null}
        <dl className="checkout-totals">
          {order.discountCode ? (
            <>
              <Fact label={<FormattedMessage id="checkout.summary.subtotal" />}>{money(order.staysAmount + order.extrasAmount)}</Fact>
              <Fact label={<FormattedMessage id="checkout.confirmation.discount" values={{ code: order.discountCode }} />} className="checkout-totals__discount" testId="confirmation-discount">
                <FormattedMessage id="checkout.summary.discountAmount" values={{ amount: money(order.discountAmount) }} />
              </Fact>
            </>
          ) : null}
          <Fact label={<FormattedMessage id="checkout.summary.total" />} className="checkout-totals__total">{money(order.totalAmount)}</Fact>
        </dl>
        {order.paymentSchedule.length ? (
          <div className="checkout-confirmation__schedule">
            <PaymentTimeline instalments={order.paymentSchedule} currency={order.currency} damageDeposit={depositOf(order)} />
          </div>
        ) : null}
      </section>
      <div className="checkout-confirmation__actions">
        <Link className="button button--primary" to={paths.account}>
          <FormattedMessage id="checkout.confirmation.account" />
        </Link>
        <Link className="button button--outline" to={paths.search}>
          <FormattedMessage id="basket.continue" />
        </Link>
      </div>
    </div>
  );
}

/** The payment behind the order failed: nothing was charged, the order is cancelled and its dates are free. */
function PaymentNotCompleted({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  return (
    <div className="page container checkout-confirmation">
      <PageIntro title={intl.formatMessage({ id: 'checkout.confirmation.failedTitle' })} />
      <p className="checkout-alert checkout-alert--error" role="alert">
        <FormattedMessage id="checkout.confirmation.failed" />
      </p>
      <p className="checkout-confirmation__number">
        <FormattedMessage id="checkout.confirmation.orderNumber" values={{ orderNumber: <strong>{orderNumber}</strong> }} />
      </p>
      <Link className="button button--primary" to={paths.checkout}>
        <FormattedMessage id="checkout.confirmation.retry" />
      </Link>
    </div>
  );
}
