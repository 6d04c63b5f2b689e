/**
 * Invoices and credit notes: their number series and how a gross price splits into net and tax.
 * Prices on the site are gross (what the guest pays); each invoice line states its net, tax rate,
 * tax and gross.
 */

/** The prefix of each series. Each series counts from 1 again every (business) year. */
export const INVOICE_SERIES = { invoice: 'INV', creditNote: 'CN' } as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[keyof typeof INVOICE_SERIES];

/** Digits of the running number within a year: INV-2027-000123. */
export const INVOICE_NUMBER_DIGITS = 6;

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** What a line is for; each kind has its own tax rate (configuration, default 0 %). */
export const INVOICE_LINE_KINDS = ['stay', 'extra', 'damage-deposit'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** The extras category whose lines are a damage deposit rather than a service. */
export const DAMAGE_DEPOSIT_CATEGORY = 'damage-deposit';

/** The number of the `seq`th document of a series in a year, e.g. INV-2027-000123. */
export function documentNumber(series: InvoiceSeries, year: number, seq: number): string {
  return `${series}-${year}-${String(seq).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** Whether `value` is a document number of `series` (any year). */
export function isDocumentNumber(value: string, series: InvoiceSeries): boolean {
  return new RegExp(`^${series}-\\d{4}-\\d{${INVOICE_NUMBER_DIGITS}}$`).test(value);
}

/**
 * The tax contained in a gross amount (minor units) at `ratePercent` (e.g. 19 or 7.7):
 * tax = round(gross × rate ÷ (100 + rate)), half away from zero; net = gross − tax.
 * The database computes the same when it issues a document.
 */
export function splitGross(grossMinor: number, ratePercent: number): { net: number; tax: number; gross: number } {
  const exact = (grossMinor * ratePercent) / (100 + ratePercent);
  const tax = Math.sign(exact) * Math.round(Math.abs(exact));
  return { net: grossMinor - tax + 0, tax: tax + 0, gross: grossMinor };
}
