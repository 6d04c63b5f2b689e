import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatDate } from '../../lib/dates';

/** One line of a basket or an order at checkout: what it is, the facts under it, and its price. */
export function CheckoutLine({ title, price, children }: { title: ReactNode; price: string; children?: ReactNode }) {
  return (
    <li className="checkout-line">
      <div className="checkout-line__main">
        <p className="checkout-line__title">{title}</p>
        {children}
      </div>
      <p className="checkout-line__price">{price}</p>
    </li>
  );
}

/** A stay's facts on its line: the dates, then the guests and nights. */
export function StayFacts({ stay }: { stay: { checkIn: string; checkOut: string; guests: number; totalNights: number } }) {
  const formatDay = useFormatDate();
  return (
    <>
      <p className="checkout-line__meta">
        <FormattedMessage id="checkout.summary.dates" values={{ checkIn: formatDay(stay.checkIn), checkOut: formatDay(stay.checkOut) }} />
      </p>
      <p className="checkout-line__meta">
        <FormattedMessage id="checkout.summary.guestsNights" values={{ guests: stay.guests, nights: stay.totalNights }} />
      </p>
    </>
  );
}
