import { useApolloClient } from '@apollo/client/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_DISCOUNT_PERCENT } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { Field } from '../../components/Field';
import { serverMessage } from '../../lib/errors';
import { FIELD_MAX_LENGTH } from '../../lib/fields';
import type { ZodForm } from '../../lib/form';
import type { AppliedDiscount } from './checkout.plan';
import type { CheckoutValues } from './checkout.validation';

/** Whether the server takes a code for this user and basket, and what it is worth. */
export const checkoutDiscountQuery = graphql(`
  query CheckoutDiscount($input: CheckoutQuoteInput) {
    checkoutQuote(input: $input) {
      discountCode
      discountPercent
    }
  }
`);

interface Props {
  /** The checkout form, whose field the code is; a refusal (from applying, or from checkout) shows on it. */
  form: ZodForm<CheckoutValues>;
  applied: AppliedDiscount | null;
  onApplied: (discount: AppliedDiscount | null) => void;
  /** The discount in the charge currency, formatted (for the status message). */
  amount: string;
}

/**
 * The discount code field of checkout. Apply asks the server (checkoutQuote) whether the code
 * may be used on this basket by this account; an accepted code is then part of the plan and of
 * the checkout, a refused one shows the server's message on the field. Enter applies the code
 * rather than submitting the payment form around it.
 */
export function DiscountCode({ form, applied, onApplied, amount }: Props) {
  const intl = useIntl();
  const client = useApolloClient();
  const code = useWatch({ control: form.control, name: 'discountCode' });
  const [pending, setPending] = useState(false);
  const [removed, setRemoved] = useState(false);
  // A second click before React re-renders must not ask twice.
  const inFlight = useRef(false);
  // The answer to Apply, beside the field: the focus stays where the guest is.
  const refuse = (message: string) => form.setServerError('discountCode', message, { focus: false });

  const apply = async () => {
    // Not `disabled` while pending: a disabled button would drop the keyboard focus.
    if (inFlight.current) return;
    const wanted = code.trim();
    setRemoved(false);
    if (!wanted) {
      refuse(intl.formatMessage({ id: 'checkout.discount.empty' }));
      return;
    }
    inFlight.current = true;
    setPending(true);
    form.clearErrors('discountCode');
    try {
      const { data } = await client.query({
        query: checkoutDiscountQuery,
        variables: { input: { discountCode: wanted, paymentOption: 'FULL' } },
        // Whether a code is usable changes with the account's orders: always ask.
        fetchPolicy: 'no-cache',
      });
      const quote = data?.checkoutQuote;
      if (!quote?.discountCode) {
        refuse(intl.formatMessage({ id: 'checkout.discount.network' }));
        return;
      }
      form.setValue('discountCode', quote.discountCode);
      onApplied({ code: quote.discountCode, percent: quote.discountPercent });
    } catch (failure) {
      refuse(serverMessage(failure) ?? intl.formatMessage({ id: 'checkout.discount.network' }));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const remove = () => {
    onApplied(null);
    form.setValue('discountCode', '');
    form.clearErrors('discountCode');
    setRemoved(true);
    // The Remove button goes away: keep the keyboard where the guest can enter another code.
    form.setFocus('discountCode');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <div className="checkout-card checkout-discount">
      <Field
        label={<FormattedMessage id="checkout.discount.label" />}
        error={form.error('discountCode')}
        hint={<FormattedMessage id="checkout.discount.hint" values={{ code: NEWSLETTER_DISCOUNT_CODE, percent: NEWSLETTER_DISCOUNT_PERCENT }} />}
      >
        {(control) => (
          <div className="checkout-discount__row">
            <input
              {...control}
              className="control form-field__input"
              maxLength={FIELD_MAX_LENGTH.discountCode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              // Editing the code takes its message away, as every field of the form does.
              {...form.input('discountCode', { onChange: () => setRemoved(false) })}
              onKeyDown={onKeyDown}
            />
            <button type="button" className="button button--outline" onClick={() => void apply()} aria-disabled={pending || undefined}>
              {pending ? <FormattedMessage id="checkout.discount.applying" /> : <FormattedMessage id="checkout.discount.apply" />}
            </button>
          </div>
        )}
      </Field>
      <div className="checkout-discount__applied">
        {/* Always present, so the outcome of Apply and Remove is announced when it changes. */}
        <p role="status" className={applied ? 'checkout-discount__status' : 'checkout-discount__status checkout-discount__status--quiet'}>
          {applied ? (
            <FormattedMessage id="checkout.discount.applied" values={{ code: applied.code, percent: applied.percent, amount: <span className="checkout-amount">{amount}</span> }} />
          ) : removed ? (
            <FormattedMessage id="checkout.discount.removed" />
          ) : null}
        </p>
        {applied ? (
          <button type="button" className="link-button" onClick={remove} aria-label={intl.formatMessage({ id: 'checkout.discount.removeLabel' }, { code: applied.code })}>
            <FormattedMessage id="checkout.discount.remove" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
