import PDFDocument from 'pdfkit';
import type { Locale } from '../../../../common/locale';
import { translate, type MessageKey } from '../../i18n/messages';
import { formatMoney } from '../../i18n/money';
import type { InvoiceLine, InvoiceSnapshot } from './invoice.types';

/**
 * An invoice or credit note as a PDF, in the language it was issued in, drawn from its stored
 * snapshot only. The document's dates are its issue date (no print date), so the same document
 * gives the same bytes every time it is fetched.
 */
export function invoicePdf(doc: InvoiceSnapshot): Promise<Buffer> {
  const locale: Locale = doc.locale === 'de' ? 'de' : 'en';
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params);
  const money = (minor: number) => formatMoney({ locale }, minor, doc.currency);
  const day = (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) : '');
  const percent = (rate: number) => `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(rate)} %`;
  const issued = new Date(`${doc.issueDate}T00:00:00Z`);
  const creditNote = doc.kind === 'credit-note';
  const title = t(creditNote ? 'invoice.creditNoteTitle' : 'invoice.title');

  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${title} ${doc.number}`, Author: doc.seller.legalName, Creator: doc.seller.legalName, Producer: doc.seller.legalName, CreationDate: issued, ModDate: issued } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 50;
  const width = pdf.page.width - 100;
  pdf.font('Helvetica-Bold').fontSize(18).text(`${title} ${doc.number}`, left, 50);
  pdf.moveDown(0.5).font('Helvetica').fontSize(9);

  // Seller and buyer side by side.
  const top = pdf.y;
  const seller = [doc.seller.legalName, doc.seller.address, doc.seller.email, doc.seller.phone, t('invoice.companyNumber', { value: doc.seller.companyNumber })];
  if (doc.seller.vatNumber) seller.push(t('invoice.vatNumber', { value: doc.seller.vatNumber }));
  pdf.font('Helvetica-Bold').text(t('invoice.seller'), left, top).font('Helvetica').text(seller.join('\n'), left, pdf.y, { width: width / 2 - 10 });
  const afterSeller = pdf.y;
  pdf.font('Helvetica-Bold').text(t('invoice.buyer'), left + width / 2, top).font('Helvetica').text([doc.buyer.name, doc.buyer.email, doc.buyer.phone].join('\n'), left + width / 2, pdf.y, { width: width / 2 });
  pdf.y = Math.max(afterSeller, pdf.y) + 12;

  const facts: [string, string][] = [
    [t(creditNote ? 'invoice.creditNoteNumber' : 'invoice.number'), doc.number],
    [t('invoice.issueDate'), day(doc.issueDate)],
    [t('invoice.orderNumber'), doc.orderNumber],
    [t('invoice.orderDate'), day(doc.orderDate)],
  ];
  if (doc.serviceFrom) facts.push([t('invoice.servicePeriod'), doc.serviceTo ? `${day(doc.serviceFrom)} – ${day(doc.serviceTo)}` : day(doc.serviceFrom)]);
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(label, left, y, { width: 150 }).font('Helvetica').text(value, left + 150, y);
  }
  if (creditNote && doc.invoiceNumber) pdf.moveDown(0.5).text(t('invoice.corrects', { number: doc.invoiceNumber, date: day(doc.invoiceDate) }), left);
  pdf.moveDown(1);

  // The lines: description, quantity, net, tax rate, tax, gross.
  const columns = [
    { key: 'description', x: left, w: 205, align: 'left' as const },
    { key: 'quantity', x: left + 205, w: 35, align: 'right' as const },
    { key: 'net', x: left + 240, w: 70, align: 'right' as const },
    { key: 'taxRate', x: left + 310, w: 55, align: 'right' as const },
    { key: 'tax', x: left + 365, w: 60, align: 'right' as const },
    { key: 'gross', x: left + 425, w: width - 425, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      pdf.text(cell, columns[i].x, y, { width: columns[i].w, align: columns[i].align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 4;
  };
  row(columns.map((column) => t(`invoice.${column.key}` as MessageKey)), true);
  pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).stroke();
  pdf.y += 4;
  for (const line of doc.lines) row([describe(line, t, day), String(line.quantity), money(line.net), percent(line.taxRate), money(line.tax), money(line.gross)]);
  pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).stroke();
  pdf.y += 4;
  row([t('invoice.total'), '', money(doc.net), '', money(doc.tax), money(doc.gross)], true);
  pdf.moveDown(1);

  pdf.font('Helvetica');
  const notes: string[] = [];
  if (creditNote) {
    notes.push(t('invoice.credited', { amount: money(-doc.gross) }), t('invoice.refunded', { amount: money(doc.refundAmount ?? 0) }), t('invoice.kept', { amount: money(doc.keptAmount ?? 0) }));
  } else {
    notes.push(t('invoice.amountPaid', { amount: money(doc.amountPaid ?? 0) }));
    if ((doc.balanceAmount ?? 0) > 0) notes.push(t('invoice.balance', { amount: money(doc.balanceAmount ?? 0), dueDate: day(doc.balanceDueDate) }));
    // Refundable, so no line of the invoice: the amounts paid and due include it.
    if ((doc.damageDeposit ?? 0) > 0) notes.push(t('invoice.damageDepositNote', { amount: money(doc.damageDeposit ?? 0) }));
  }
  notes.push(t('invoice.pricesGross'));
  if (doc.lines.some((line) => Number(line.taxRate) === 0)) notes.push(t('invoice.noTax'));
  pdf.text(notes.join('\n'), left, pdf.y, { width });
  pdf.end();
  return done;
}

function describe(line: InvoiceLine, t: (key: MessageKey, params?: Record<string, string | number>) => string, day: (iso: string | null) => string): string {
  switch (line.role) {
    case 'stay':
      return t('invoice.line.stay', { title: line.description, from: day(line.from), to: day(line.to), nights: line.quantity });
    case 'discount':
      return t('invoice.line.discount', { code: line.description });
    case 'cancellation-fee':
      return t('invoice.line.cancellationFee');
    default:
      return t(line.kind === 'damage-deposit' ? 'invoice.line.damageDeposit' : 'invoice.line.extra', { title: line.description });
  }
}
