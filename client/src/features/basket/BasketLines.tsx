import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Fact } from '../../components/Fact';
import { Icon } from '../../components/icons';
import { useFormatPrice, useFormatPriceTimes } from '../../lib/currencies';
import { useFormatDate } from '../../lib/dates';
import type { MessageId } from '../../lib/message-id';
import { paths, propertyUrl } from '../../lib/urls';
import { RemoveCartExtraMutation, RemoveCartItemMutation } from './basket.operations';

/**
 * What the basket's lines show. Every basket mutation answers it, so the panel follows a change
 * made anywhere (Cart is a singleton in the cache).
 */
export const BasketLinesFragment = graphql(`
  fragment BasketLines_cart on Cart {
    currency
    subtotal
    total
    items {
      id
      propertyId
      propertyTitle
      checkIn
      checkOut
      guests
      totalNights
      totalPrice
    }
    extras {
      id
      extraId
      extraTitle
      extraCategory
      price
      quantity
    }
  }
`);

/** The basket's stays and extras, each removable, then the totals and the way to checkout. */
export function BasketLines({ cart: from, onClose }: { cart: FragmentType<typeof BasketLinesFragment>; onClose: () => void }) {
  const formatPrice = useFormatPrice();
  const formatPriceTimes = useFormatPriceTimes();
  const formatDay = useFormatDate();
  const [removeItem] = useMutation(RemoveCartItemMutation);
  const [removeExtra] = useMutation(RemoveCartExtraMutation);
  const fragment = useFragment({ fragment: BasketLinesFragment, fragmentName: 'BasketLines_cart', from });
  if (!fragment.complete) return null;
  const cart = fragment.data;

  return (
    <>
      <div className="side-panel__body basket">
        {cart.items.length ? (
          <BasketSection title="basket.stays">
            {cart.items.map((item) => (
              <li key={item.id} className="basket-line" data-testid="basket-stay">
                <div className="basket-line__main">
                  <Link to={propertyUrl(item.propertyId)} className="basket-line__title" onClick={onClose}>
                    {item.propertyTitle}
                  </Link>
                  <dl className="basket-line__facts">
                    <Fact label={<FormattedMessage id="booking.checkIn" />}>{formatDay(item.checkIn)}</Fact>
                    <Fact label={<FormattedMessage id="booking.checkOut" />}>{formatDay(item.checkOut)}</Fact>
                  </dl>
                  <p className="basket-line__meta">
                    <FormattedMessage id="basket.guests" values={{ count: item.guests }} />
                    {' · '}
                    <span data-testid="basket-nights">
                      <FormattedMessage id="basket.nights" values={{ count: item.totalNights }} />
                    </span>
                  </p>
                  <p className="basket-line__price" data-testid="basket-stay-total">
                    {formatPrice(item.totalPrice)}
                  </p>
                </div>
                <RemoveLineButton title={item.propertyTitle} onRemove={() => removeItem({ variables: { id: item.id } })} />
              </li>
            ))}
          </BasketSection>
        ) : null}
        {cart.extras.length ? (
          <BasketSection title="basket.extras">
            {cart.extras.map((extra) => (
              <li key={extra.id} className="basket-line" data-testid="basket-extra">
                <div className="basket-line__main">
                  <span className="basket-line__title">{extra.extraTitle}</span>
                  <p className="basket-line__meta">
                    <FormattedMessage id={`checkout.extraCategory.${extra.extraCategory}`} />
                    {extra.quantity > 1 ? (
                      <>
                        {' · '}
                        <FormattedMessage id="basket.quantity" values={{ quantity: extra.quantity }} />
                      </>
                    ) : null}
                  </p>
                  <p className="basket-line__price">
                    {extra.quantity > 1 ? (
                      <FormattedMessage
                        id="basket.priceTimesQuantity"
                        values={{ price: formatPriceTimes(extra.price, extra.quantity).unit, quantity: extra.quantity, total: formatPriceTimes(extra.price, extra.quantity).total }}
                      />
                    ) : (
                      formatPrice(extra.price)
                    )}
                  </p>
                </div>
                <RemoveLineButton title={extra.extraTitle} onRemove={() => removeExtra({ variables: { id: extra.id } })} />
              </li>
            ))}
          </BasketSection>
        ) : null}
      </div>
      <div className="basket__summary">
        <dl>
          <Fact label={<FormattedMessage id="basket.subtotal" />}>{formatPrice(cart.subtotal)}</Fact>
          <Fact label={<FormattedMessage id="basket.total" />} className="basket__total" testId="basket-total">{formatPrice(cart.total)}</Fact>
        </dl>
        <Link to={paths.checkout} className="button button--primary basket__checkout" onClick={onClose}>
          <FormattedMessage id="basket.checkout" />
        </Link>
      </div>
    </>
  );
}

/** The basket's stays or its extras: a heading naming the list of their lines. */
function BasketSection({ title, children }: { title: MessageId; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="basket__heading">
        <FormattedMessage id={title} />
      </h3>
      <ul className="basket__list">{children}</ul>
    </section>
  );
}

/** The trash button of a basket line. A failed removal leaves the line as it was, to be removed again. */
function RemoveLineButton({ title, onRemove }: { title: string; onRemove: () => Promise<unknown> }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="icon-button basket-line__remove"
      aria-label={intl.formatMessage({ id: 'basket.remove' }, { title })}
      onClick={() => void onRemove().catch(() => undefined)}
    >
      <Icon name="trash" size={17} />
    </button>
  );
}
