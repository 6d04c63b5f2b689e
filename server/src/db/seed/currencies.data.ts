/** Display currencies; rates convert from GBP, the base currency. */
export const currencies = [
  { code: 'GBP', symbol: '£', exchangeRate: 1, sortOrder: 0 },
  { code: 'EUR', symbol: '€', exchangeRate: 1.17, sortOrder: 1 },
  { code: 'USD', symbol: '$', exchangeRate: 1.27, sortOrder: 2 },
  { code: 'CHF', symbol: 'CHF ', exchangeRate: 1.12, sortOrder: 3 },
];
