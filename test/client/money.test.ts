import { BASE_CURRENCY_SYMBOL, effectiveCurrency, formatMinorUnits, formatPrice, formatPriceTimes, formatPriceLines, type CurrencyRate } from '../../client/src/lib/money';

const currencies: CurrencyRate[] = [
  { code: 'GBP', symbol: '£', exchangeRate: 1 },
  { code: 'EUR', symbol: '€', exchangeRate: 1.17 },
  { code: 'USD', symbol: '$', exchangeRate: 1.2649 },
];

describe('formatPrice', () => {
  it('converts from GBP by the exchange rate and prefixes the symbol', () => {
    expect(formatPrice(1000, 'EUR', currencies)).toBe('€1,170');
    expect(formatPrice(1000, 'GBP', currencies)).toBe('£1,000');
  });

  it('rounds to a whole number with no decimals', () => {
    expect(formatPrice(1000, 'USD', currencies)).toBe('$1,265'); // 1264.9
    expect(formatPrice(2.5, 'GBP', currencies)).toBe('£3');
    expect(formatPrice(1999.49, 'GBP', currencies)).toBe('£1,999');
    expect(formatPrice(100, 'USD', currencies)).not.toMatch(/[.,]\d{1,2}$/);
  });

  it('shows an unknown currency unconverted with £', () => {
    expect(formatPrice(1234, 'JPY', currencies)).toBe('£1,234');
    expect(BASE_CURRENCY_SYMBOL).toBe('£');
  });

  it('shows prices unconverted with £ while currencies are not loaded', () => {
    expect(formatPrice(4500, 'EUR', undefined)).toBe('£4,500');
    expect(formatPrice(4500, 'EUR', [])).toBe('£4,500');
    expect(formatPrice(4500.6, 'USD', null)).toBe('£4,501');
  });

  it('groups digits the German way for German visitors', () => {
    expect(formatPrice(10000, 'EUR', currencies, 'de')).toBe('€11.700');
  });

  it('names the currency prices are actually shown in', () => {
    expect(effectiveCurrency('EUR', currencies)).toBe('EUR');
    expect(effectiveCurrency('JPY', currencies)).toBe('GBP');
    expect(effectiveCurrency('EUR', undefined)).toBe('GBP');
  });
});

describe('formatMinorUnits (orders and payments)', () => {
  it('divides by 100 and always shows 2 decimals', () => {
    expect(formatMinorUnits(123456)).toBe('1,234.56');
    expect(formatMinorUnits(5000)).toBe('50.00');
    expect(formatMinorUnits(5, 'gbp')).toBe('GBP 0.05');
  });
});

describe('formatPriceTimes (regression: basket arithmetic in converted currencies)', () => {
  it('computes the line from the unit price as shown, so the sum on screen is right', () => {
    // Converted separately the line would read €527 × 3 = €1,580.
    expect(formatPrice(450.2 * 3, 'EUR', currencies)).toBe('€1,580');
    expect(formatPriceTimes(450.2, 3, 'EUR', currencies)).toEqual({ unit: '€527', total: '€1,581' });
    expect(formatPriceTimes(45, 2, 'GBP', currencies, 'de')).toEqual({ unit: '£45', total: '£90' });
  });
});

describe('formatPriceLines (regression: the estimate adds up in converted currencies)', () => {
  it('computes each line from its shown unit and the total from the shown lines', () => {
    // Two seasons: 5 nights at £643.43 and 2 nights at £450.20 a night, shown in euros.
    const shown = formatPriceLines(
      [
        { unitGbp: 643.43, quantity: 5 },
        { unitGbp: 450.2, quantity: 2 },
      ],
      'EUR',
      currencies,
    );
    expect(shown.lines).toEqual([
      { unit: '€753', total: '€3,765' },
      { unit: '€527', total: '€1,054' },
    ]);
    expect(shown.total).toBe('€4,819');
  });
});
