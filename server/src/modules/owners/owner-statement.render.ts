import PDFDocument from 'pdfkit';
import type { Locale } from '../../../../common/locale';
import { fromMinorUnits } from '../../../../common/pricing';
import { translate } from '../../i18n/messages';
import { formatMoney } from '../../i18n/money';
import type { StatementData } from './owner-statement.data';
import type { OwnerStatement } from './owner.types';

/*
 * A statement in the owner's language: the adjustments described (JSON, GraphQL), a CSV and a
 * PDF. The same statement and language always give the same bytes (the PDF's creation date is
 * the date handed in: a closed month's is when it was closed).
 */

const money = (locale: Locale, minor: number, currency: string) => formatMoney({ locale }, minor, currency);

/** A closed month's stay changed later: what changed, in words. */
export function adjustmentDescription(locale: Locale, adjustment: StatementData['adjustments'][number], currency: string): string {
  return translate(locale, 'statement.adjustment', {
    month: adjustment.month,
    rent: money(locale, adjustment.rent, currency),
    refunds: money(locale, adjustment.refunds, currency),
    commission: money(locale, adjustment.commission, currency),
  });
}

/** The statement as the API answers it. */
export function presentStatement(locale: Locale, data: StatementData): OwnerStatement {
  return {
    ...data,
    adjustments: data.adjustments.map((adjustment) => ({
      reference: adjustment.reference,
      month: adjustment.month,
      description: adjustmentDescription(locale, adjustment, data.currency),
      amount: adjustment.amount,
    })),
  };
}

/** Minor units as a plain decimal for spreadsheets: 1234.50, or 1234,50 in German. */
function decimal(locale: Locale, minor: number): string {
  const text = fromMinorUnits(minor).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/** The CSV: one row per line, adjustment, payout, then the totals and balances. German uses ; and decimal commas. */
export function statementCsv(locale: Locale, data: StatementData): string {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const separator = locale === 'de' ? ';' : ',';
  const cell = (value: string | number) => {
    const text = String(value);
    // A formula-looking text (not a number) is defused with a leading apostrophe.
    const safe = /^[=+\-@]/.test(text) && !/^-\d/.test(text) ? `'${text}` : text;
    return safe.includes(separator) || /["\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : text;
  };
  const row = (cells: (string | number)[]) => cells.map(cell).join(separator);
  const d = (minor: number) => decimal(locale, minor);
  const header = [
    t('statement.type'),
    t('statement.month.label'),
    t('statement.villa'),
    t('statement.reference'),
    t('statement.guest'),
    t('statement.checkIn'),
    t('statement.checkOut'),
    t('statement.rent'),
    t('statement.refunds'),
    t('statement.commissionPercent'),
    t('statement.commission'),
    t('statement.net'),
  ];
  const rows = [row(header), row([t('statement.type.balanceCarried'), data.month, '', '', '', '', '', '', '', '', '', d(data.balanceCarried)])];
  for (const line of data.lines) {
    rows.push(
      row([
        t(line.kind === 'cancellation' ? 'statement.type.cancellation' : 'statement.type.stay'),
        data.month,
        line.propertyTitle,
        line.reference,
        line.guestFirstName,
        line.checkIn,
        line.checkOut,
        d(line.rent),
        d(line.refunds),
        locale === 'de' ? String(line.commissionPercent).replace('.', ',') : String(line.commissionPercent),
        d(line.commission),
        d(line.net),
      ]),
    );
  }
  for (const adjustment of data.adjustments) {
    rows.push(row([t('statement.type.adjustment'), adjustment.month, adjustmentDescription(locale, adjustment, data.currency), adjustment.reference, '', '', '', d(adjustment.rent), d(adjustment.refunds), '', d(adjustment.commission), d(adjustment.amount)]));
  }
  for (const payout of data.payouts) rows.push(row([t('statement.type.payout'), data.month, '', payout.reference, '', payout.paidOn, '', '', '', '', '', d(-payout.amount)]));
  rows.push(row([t('statement.type.total'), data.month, '', '', '', '', '', d(data.totals.rent), d(data.totals.refunds), '', d(data.totals.commission), d(data.totals.net)]));
  rows.push(row([t('statement.type.balanceDue'), data.month, '', '', '', '', '', '', '', '', '', d(data.balanceDue)]));
  return `${rows.join('\r\n')}\r\n`;
}

/** The PDF, A4, in the owner's language; a draft says so at the top. */
export function statementPdf(locale: Locale, owner: { name: string; email: string }, data: StatementData, createdAt: Date): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params);
  const m = (minor: number) => money(locale, minor, data.currency);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${t('statement.title')} ${data.month}`, CreationDate: createdAt, ModDate: createdAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(`${t('statement.title')} ${data.month}`);
  doc.font('Helvetica').fontSize(10).text(`${t('statement.owner')}: ${owner.name} <${owner.email}>`);
  if (data.draft) doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#b00020').text(t('statement.draft')).fillColor('black').font('Helvetica');
  doc.moveDown();
  const columns = [
    { label: t('statement.reference'), width: 78 },
    { label: t('statement.guest'), width: 60 },
    { label: `${t('statement.checkIn')} – ${t('statement.checkOut')}`, width: 112 },
    { label: t('statement.rent'), width: 62, right: true },
    { label: t('statement.refunds'), width: 62, right: true },
    { label: t('statement.commission'), width: 70, right: true },
    { label: t('statement.net'), width: 71, right: true },
  ];
  const tableRow = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    cells.forEach((text, index) => {
      const { width, right } = columns[index] as { width: number; right?: boolean };
      doc.text(text, x, y, { width: width - 4, align: right ? 'right' : 'left' });
      height = Math.max(height, doc.y - y);
      x += width;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + height + 3;
  };
  const villas = [...new Set(data.lines.map((line) => line.propertyTitle))];
  if (!villas.length) doc.fontSize(10).text(t('statement.noStays'));
  for (const villa of villas) {
    doc.font('Helvetica-Bold').fontSize(11).text(villa).moveDown(0.3);
    tableRow(
      columns.map((column) => column.label),
      true,
    );
    for (const line of data.lines.filter((l) => l.propertyTitle === villa)) {
      const kind = line.kind === 'cancellation' ? ` (${t('statement.type.cancellation')})` : '';
      tableRow([line.reference, line.guestFirstName, `${line.checkIn} – ${line.checkOut}${kind}`, m(line.rent), m(line.refunds), `${m(line.commission)} (${line.commissionPercent} %)`, m(line.net)]);
    }
    doc.moveDown(0.5);
  }
  tableRow([t('statement.type.total'), '', '', m(data.totals.rent), m(data.totals.refunds), m(data.totals.commission), m(data.totals.net)], true);
  doc.moveDown();
  doc.font('Helvetica').fontSize(10);
  for (const adjustment of data.adjustments) doc.text(`${t('statement.type.adjustment')} ${adjustment.reference}: ${adjustmentDescription(locale, adjustment, data.currency)} → ${m(adjustment.amount)}`);
  for (const payout of data.payouts) doc.text(`${t('statement.type.payout')} ${payout.paidOn} ${payout.reference}: ${m(-payout.amount)}`);
  doc.moveDown(0.5);
  doc.text(`${t('statement.type.balanceCarried')}: ${m(data.balanceCarried)}`);
  doc.font('Helvetica-Bold').text(`${t('statement.type.balanceDue')}: ${m(data.balanceDue)}`);
  doc.moveDown().font('Helvetica').fontSize(8).text(t('statement.rounding', { currency: data.currency }));
  doc.end();
  return done;
}
