import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEPOSIT_RATE, MAX_EXTRA_QUANTITY, MIN_QUANTITY } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import type { ExtrasPageQuery } from '../../__generated__/graphql';
import { Icon } from '../../components/icons';
import { toast } from '../../components/toast.store';
import { useFormatPrice } from '../../lib/currencies';
import { serverMessage } from '../../lib/errors';

/** Answers the whole basket, which replaces the cached one, so the header and panel follow at once. */
export const AddExtraToCartMutation = graphql(`
  mutation AddExtraToCart($input: AddExtraInput!) {
    addExtraToCart(input: $input) {
      ...BasketLines_cart
    }
  }
`);

type Extra = ExtrasPageQuery['extras'][number];

/** One extra with its price, the deposit option, a quantity stepper (minimum 1) and Add to Cart. */
export function ExtraCard({ extra }: { extra: Extra }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [add, { loading }] = useMutation(AddExtraToCartMutation);
  const titleId = `extra-${extra.id}`;

  const onAdd = async () => {
    try {
      await add({ variables: { input: { extraId: extra.id, quantity } } });
      toast({ title: intl.formatMessage({ id: 'extras.added' }), description: intl.formatMessage({ id: 'extras.addedText' }, { quantity, name: extra.name }) });
      setQuantity(MIN_QUANTITY);
    } catch (error) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'extras.errorTitle' }), description: serverMessage(error) ?? intl.formatMessage({ id: 'extras.addFailed' }) });
    }
  };

  return (
    <article className="surface extra-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="extra-card__title">
        {extra.name}
      </h3>
      <p className="extra-card__description">{extra.description}</p>
      <p className="extra-card__price">
        <strong>{formatPrice(extra.price)}</strong>
        {extra.unit ? <span className="extra-card__unit"> {extra.unit}</span> : null}
      </p>
      {extra.depositAvailable ? (
        <p className="extra-card__deposit">
          <Icon name="check" size={15} />
          <FormattedMessage id="extras.deposit" values={{ percent: Math.round(DEPOSIT_RATE * 100) }} />
        </p>
      ) : null}
      <div className="spread-row extra-card__actions">
        <div className="stepper" role="group" aria-label={intl.formatMessage({ id: 'extras.quantityFor' }, { name: extra.name })}>
          <button
            type="button"
            className="stepper__button"
            aria-label={intl.formatMessage({ id: 'extras.decrease' })}
            disabled={quantity <= MIN_QUANTITY}
            onClick={() => setQuantity((q) => Math.max(MIN_QUANTITY, q - 1))}
          >
            <Icon name="minus" size={16} />
          </button>
          <output className="stepper__value" aria-live="polite" aria-label={intl.formatMessage({ id: 'extras.quantity' })}>
            {quantity}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={intl.formatMessage({ id: 'extras.increase' })}
            disabled={quantity >= MAX_EXTRA_QUANTITY}
            onClick={() => setQuantity((q) => Math.min(MAX_EXTRA_QUANTITY, q + 1))}
          >
            <Icon name="plus" size={16} />
          </button>
        </div>
        <button type="button" className="button button--primary" disabled={loading} onClick={onAdd}>
          <FormattedMessage id={loading ? 'extras.adding' : 'extras.addToCart'} />
        </button>
      </div>
    </article>
  );
}
