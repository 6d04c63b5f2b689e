import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS } from '../../../common/constants';
import { FIELD_MAX_LENGTH } from '../lib/fields';
import { TextField } from './TextField';
import './test-card.css';

/* The card form of the built-in test payment provider, for checkout and the account's balance payment. */

/** 4242424242424242 → "4242 4242 4242 4242". */
export function groupCardNumber(digits: string): string {
  return digits.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A card number as the server takes it: the digits, without the spaces people type. */
export function cardDigits(value: string): string {
  return value.replace(/\s/g, '');
}

/** The length of a card number; the server checks the rest (Luhn, which card). */
export function looksLikeCardNumber(value: string): boolean {
  return /^\d{12,19}$/.test(cardDigits(value));
}

const OUTCOME = {
  [TEST_CARD_SUCCESS]: 'checkout.card.outcome.succeeds',
  [TEST_CARD_DECLINED]: 'checkout.card.outcome.declined',
  [TEST_CARD_INSUFFICIENT_FUNDS]: 'checkout.card.outcome.insufficient',
} as const;

/**
 * Clearly marked test mode, the server's test cards with what each does (and a button to use
 * one), and the card number field, which shows `error` (such as a decline) under it.
 */
export function TestCardForm({
  testCards,
  value,
  error,
  onChange,
  headingLevel = 2,
}: {
  testCards: readonly string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** 3 inside a dialog whose own title is the h2. */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className="test-card" aria-labelledby={`${id}-title`}>
      <div className="spread-row test-card__head">
        <Heading id={`${id}-title`} className="test-card__title">
          <FormattedMessage id="checkout.card.title" />
        </Heading>
        <span className="test-card__badge">
          <FormattedMessage id="checkout.card.testMode" />
        </span>
      </div>
      <p className="test-card__note">
        <FormattedMessage id="checkout.card.testIntro" />
      </p>
      <ul className="test-card__cards" aria-label={intl.formatMessage({ id: 'checkout.card.testCards' })}>
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
