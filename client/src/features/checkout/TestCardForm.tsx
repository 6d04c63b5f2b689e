import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/TextField';
import { FIELD_MAX_LENGTH } from '../../lib/forms';
import { TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS } from '../../../../common/constants';

/** 4242424242424242 → "4242 4242 4242 4242". */
export function groupCardNumber(digits: string): string {
  return digits.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

const OUTCOME = {
  [TEST_CARD_SUCCESS]: 'checkout.card.outcome.succeeds',
  [TEST_CARD_DECLINED]: 'checkout.card.outcome.declined',
  [TEST_CARD_INSUFFICIENT_FUNDS]: 'checkout.card.outcome.insufficient',
} as const;

/**
 * The card form of the built-in test payment provider: clearly marked, listing the server's
 * test cards with what each does. The card number is what the server takes as paymentMethod.
 */
export function TestCardForm({ testCards, value, error, onChange }: { testCards: readonly string[]; value: string; error?: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="checkout-card checkout-test" aria-labelledby={`${id}-title`}>
      <div className="checkout-test__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id="checkout.card.title" />
        </h2>
        <span className="checkout-test__badge">
          <FormattedMessage id="checkout.card.testMode" />
        </span>
      </div>
      <p className="checkout-note">
        <FormattedMessage id="checkout.card.testIntro" />
      </p>
      <ul className="checkout-test__cards" aria-label={intl.formatMessage({ id: 'checkout.card.testCards' })}>
        {testCards.map((card) => (
          <li key={card}>
            <code>{groupCardNumber(card)}</code>
            <span>
              {/* The server lists the succeeding card first; any other is declined. */}
              <FormattedMessage id={OUTCOME[card as keyof typeof OUTCOME] ?? 'checkout.card.outcome.declined'} />
            </span>
            <button type="button" className="link-button" onClick={() => onChange(groupCardNumber(card))} aria-label={intl.formatMessage({ id: 'checkout.card.useLabel' }, { card: groupCardNumber(card) })}>
              <FormattedMessage id="checkout.card.use" />
            </button>
          </li>
        ))}
      </ul>
      <TextField
        label={<FormattedMessage id="checkout.card.number" />}
        name="paymentMethod"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={FIELD_MAX_LENGTH.cardNumber}
        value={value}
        required
        error={error}
        hint={error ? undefined : <FormattedMessage id="checkout.card.hint" />}
        onChange={(event) => onChange(groupCardNumber(event.target.value.replace(/[^\d\s]/g, '')))}
      />
    </section>
  );
}
