import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageIntro } from '../../components/PageIntro';
import { PageLoading } from '../../components/PageLoading';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSummary } from './CheckoutSummary';
import { basketLines, planFor, type AppliedDiscount } from './checkout.plan';
import { loginUrl, paths } from '../../lib/urls';
import './checkout.css';

export const checkoutPageQuery = graphql(`
  query CheckoutPage {
    me {
      id
      name
      email
      phone
    }
    cart {
      currency
      itemCount
      subtotal
      total
      items {
        id
        propertyId
        propertyTitle
        checkIn
        checkOut
        guests
        pricePerNight
        totalNights
        totalPrice
        currency
        damageDeposit
      }
      extras {
        id
        extraId
        extraTitle
        extraCategory
        quantity
        price
        currency
        depositAvailable
      }
    }
    paymentSettings {
      provider
      testMode
      currency
      depositRate
      depositMinWeeksBeforeCheckIn
      balanceDueWeeksBeforeCheckIn
      testCards
      publishableKey
      stripeJsUrl
    }
  }
`);

/**
 * /checkout: the basket in the chosen currency, the lead guest, full payment or deposit, and
 * the card. Visitors sign in first (the basket is kept and merged into the account's).
 */
export default function CheckoutPage() {
  const intl = useIntl();
  // The basket may have changed since it was last shown (other tab, panel): always ask.
  const { data, error, refetch } = useQuery(checkoutPageQuery, { fetchPolicy: 'cache-and-network' });
  const title = intl.formatMessage({ id: 'page.checkout.title' });
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const lines = useMemo(() => {
    if (!data) return null;
    return basketLines(data.cart);
  }, [data]);

  if (!data || !lines) {
    if (!error) return <PageLoading />;
    return (
      <div className="page container">
        <PageIntro title={title} />
        <div className="checkout-alert" role="alert">
          <p>
            <FormattedMessage id="checkout.loadFailed" />
          </p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            <FormattedMessage id="checkout.retry" />
          </button>
        </div>
      </div>
    );
  }

  if (!data.me) return <Navigate to={loginUrl({ returnTo: paths.checkout })} replace />;

  const { cart } = data;
  if (cart.items.length === 0 && cart.extras.length === 0) {
    return (
      <div className="page container">
        <PageIntro title={title} />
        <div className="checkout-empty">
          <p>
            <FormattedMessage id="basket.empty" />
          </p>
          <Link className="button button--primary" to={paths.search}>
            <FormattedMessage id="basket.continue" />
          </Link>
        </div>
      </div>
    );
  }

  // A code takes its percentage off the stays: without stays (one removed meanwhile) it has nothing to do.
  const discount = lines.stays.length ? applied : null;
  const totals = planFor(lines, { option: 'FULL', discount, travelDate: '', rule: data.paymentSettings });

  return (
    <div className="page container">
      <PageIntro title={title} intro={intl.formatMessage({ id: 'page.checkout.intro' })} />
      <div className="checkout-layout">
        <CheckoutForm me={data.me} cart={cart} settings={data.paymentSettings} lines={lines} discount={discount} onDiscountChange={setApplied} />
        <CheckoutSummary cart={cart} chargeCurrency={data.paymentSettings.currency} totals={totals} discount={discount} />
      </div>
    </div>
  );
}
