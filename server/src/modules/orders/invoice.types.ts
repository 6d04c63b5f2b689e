import type { InvoiceKind, InvoiceLineKind } from '../../../../common/invoices';
import type { Locale } from '../../../../common/locale';

export interface InvoiceLine {
  /** The tax kind of the line. */
  kind: InvoiceLineKind;
  /** What the line is: a stay, the discount, an extra, a cancellation fee kept. */
  role: 'stay' | 'discount' | 'extra' | 'cancellation-fee';
  /** The villa's or extra's title, or the discount code. */
  description: string;
  from: string | null;
  to: string | null;
  quantity: number;
  net: number;
  taxRate: number;
  tax: number;
  gross: number;
}

/** A document as issued: everything its PDF shows. */
export interface InvoiceSnapshot {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  locale: Locale;
  currency: string;
  seller: { legalName: string; address: string; companyNumber: string; vatNumber: string; email: string; phone: string };
  buyer: { name: string; email: string; phone: string };
  orderNumber: string;
  orderDate: string;
  serviceFrom: string | null;
  serviceTo: string | null;
  lines: InvoiceLine[];
  net: number;
  tax: number;
  gross: number;
  /** Invoices: paid so far and still due when issued. */
  amountPaid?: number;
  balanceAmount?: number;
  balanceDueDate?: string | null;
  /** Invoices: the refundable damage deposit (not part of the total; included in amountPaid and balanceAmount). */
  damageDeposit?: number;
  /** Credit notes: the invoice they correct, the refund given and the cancellation fee kept. */
  invoiceNumber?: string;
  invoiceDate?: string;
  refundAmount?: number;
  keptAmount?: number;
}

export interface InvoiceRow {
  id: string;
  kind: InvoiceKind;
  number: string;
  orderId: string;
  orderNumber: string;
  invoiceNumber: string | null;
  issueDate: string;
  currency: string;
  netAmount: number;
  taxAmount: number;
  grossAmount: number;
  refundAmount: number | null;
  buyerName: string;
}

