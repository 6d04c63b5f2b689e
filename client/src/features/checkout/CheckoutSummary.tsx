import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BASE_CURRENCY } from '../../../../common/constants';
import type { OrderPlan } from '../../../../common/payment-plan';
import { extraLineTotal, fromMinorUnits, toBaseCurrency } from '../../../../common/pricing';
import type { CheckoutPageQuery, ExtraCategory } from '../../__generated__/graphql';
import { useCurrencies, useFormatPrice } from '../../lib/currencies';
import { effectiveCurrency, formatMinorUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { Fact } from '../../components/Fact';
import type { AppliedDiscount } from './checkout.plan';
import { CheckoutLine, StayFacts } from './CheckoutLine';

type Cart = CheckoutPageQuery['cart'];

const CATEGORY_MESSAGES = {
  FLIGHTS: 'checkout.extraCategory.FLIGHTS',
  CAR_HIRE: 'checkout.extraCategory.CAR_HIRE',
  TRANSFERS: 'checkout.extraCategory.TRANSFERS',
  INSURANCE: 'checkout.extraCategory.INSURANCE',
} as const satisfies Record<ExtraCategory, string>;

interface Props {
  cart: Cart;
  chargeCurrency: string;
  /** The order's totals (orderPlan, minor units of the charge currency): any discount taken off. */
  totals: Pick<OrderPlan, 'discountAmount' | 'totalAmount'>;
  discount: AppliedDiscount | null;
}

/**
 * The basket as it will be ordered, in the visitor's chosen currency, any discount, and the
 * total in the currency the order is actually charged in.
 */
export function CheckoutSummary({ cart, chargeCurrency, totals, discount }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const currencies = useCurrencies();
  const { currency, language } = usePreferences();
  const formatPrice = useFormatPrice();
  // Basket lines carry their own currency (GBP for the whole catalogue); display converts from GBP.
  const inGbp = (amount: number, code: string) => {
    if (code === BASE_CURRENCY) return amount;
    const rate = currencies?.find((c) => c.code === code)?.exchangeRate;
    return rate ? toBaseCurrency(amount, rate) : amount;
  };
  const shownCurrency = effectiveCurrency(currency, currencies);

  return (
    <aside className="checkout-card checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="checkout.summary.title" values={{ count: cart.itemCount }} />
      </h2>
      {cart.items.length ? (
        <ul className="checkout-lines" aria-label={intl.formatMessage({ id: 'checkout.summary.stays' })}>
          {cart.items.map((item) => (
            <CheckoutLine key={item.id} title={item.propertyTitle} price={formatPrice(inGbp(item.totalPrice, item.currency))}>
              <StayFacts stay={item} />
            </CheckoutLine>
          ))}
        </ul>
      ) : null}
      {cart.extras.length ? (
        <>
          <h3 className="checkout-summary__subheading">
            <FormattedMessage id="checkout.summary.extras" />
          </h3>
          <ul className="checkout-lines">
            {cart.extras.map((extra) => (
              <CheckoutLine key={extra.id} title={extra.extraTitle} price={formatPrice(inGbp(extraLineTotal(extra.price, extra.quantity), extra.currency))}>
                <p className="checkout-line__meta">
                  {intl.formatMessage({ id: CATEGORY_MESSAGES[extra.extraCategory] })}
                  {extra.quantity > 1 ? (
                    <>
                      {' · '}
                      <FormattedMessage id="checkout.summary.quantity" values={{ quantity: extra.quantity }} />
                    </>
                  ) : null}
                </p>
              </CheckoutLine>
            ))}
          </ul>
        </>
      ) : null}
      <dl className="checkout-totals">
        <Fact label={<FormattedMessage id="checkout.summary.subtotal" />}>{formatPrice(inGbp(cart.subtotal, cart.currency))}</Fact>
        {discount ? (
          <Fact label={<FormattedMessage id="checkout.summary.discount" values={{ code: discount.code, percent: discount.percent }} />} className="checkout-totals__discount" testId="summary-discount">
            <FormattedMessage id="checkout.summary.discountAmount" values={{ amount: formatPrice(inGbp(fromMinorUnits(totals.discountAmount), chargeCurrency)) }} />
          </Fact>
        ) : null}
        <Fact label={<FormattedMessage id="checkout.summary.total" />} className="checkout-totals__total" testId="summary-total">
          {formatPrice(inGbp(fromMinorUnits(totals.totalAmount), chargeCurrency))}
        </Fact>
        <Fact label={<FormattedMessage id="checkout.summary.chargedIn" values={{ currency: chargeCurrency }} />} className="checkout-totals__charge" testId="summary-charged">
          {formatMinorUnits(totals.totalAmount, chargeCurrency, language)}
        </Fact>
      </dl>
      <p className="checkout-note">
        {shownCurrency === chargeCurrency ? (
          <FormattedMessage id="checkout.summary.chargeNote" values={{ currency: chargeCurrency }} />
        ) : (
          <FormattedMessage id="checkout.summary.conversionNote" values={{ shown: shownCurrency, currency: chargeCurrency }} />
        )}
      </p>
    </aside>
  );
}
