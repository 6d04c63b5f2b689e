import { Router, type Request } from 'express';
import { contextOf, handler } from '../../rest/handler';
import { adminPage, setPageHeaders } from '../../rest/query';
import { parseInput } from '../../validation';
import { requireAdmin, requireOwner } from '../users/authorization';
import { presentStatement, statementCsv } from './owner-statement.render';
import { allOwnerPayouts, closeOwnerStatements, listOwnerAccounts, listOwnerPayouts, listOwnerStatements, ownerStatement, ownerStatementPdf, recordOwnerPayout } from './owner-statements.service';
import { CloseOwnerStatementsInput, OwnerRangeInput, OwnerStayInput, RecordOwnerPayoutInput, SetPropertyOwnerInput, type OwnerPayout } from './owner.types';
import { addOwnerStay, deleteOwnerStay, getPropertyOwner, listOwnerProperties, ownedProperty, ownerBlocks, ownerBookings, setPropertyOwner } from './owners.service';

const param = (req: Request, name: string) => String(req.params[name]);
const query = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : null);

function payoutsCsv(payouts: OwnerPayout[]): string {
  const cell = (value: string | number) => (/[",\n\r]/.test(String(value)) || /^[=+\-@]/.test(String(value)) ? `"${(/^[=+\-@]/.test(String(value)) ? `'${value}` : String(value)).replace(/"/g, '""')}"` : String(value));
  const rows = [['paidOn', 'ownerName', 'ownerEmail', 'reference', 'amount', 'currency'].join(',')];
  for (const p of payouts) rows.push([p.paidOn, p.ownerName, p.ownerEmail, p.reference, (p.amount / 100).toFixed(2), p.currency].map(cell).join(','));
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * Villa owners over REST:
 *   GET    /api/admin/properties/:id/owner          the owner, or null
 *   PUT    /api/admin/properties/:id/owner          { ownerEmail, commissionPercent, ownerName?, language? }
 *   GET    /api/owner/properties                    the caller's villas (staff: all with an owner, ?ownerId=)
 *   GET    /api/owner/properties/:id                one of the caller's villas
 *   GET    /api/owner/properties/:id/bookings       ?from=&to= dates, status, guest first name, party size
 *   GET    /api/owner/properties/:id/blocks         ?from=&to= owner stays and staff blocks
 *   POST   /api/owner/properties/:id/blocks         { from, to, note } → 201; DELETE …/blocks/:blockId
 *   GET    /api/owner/statements                    the months (staff: ?ownerId=)
 *   GET    /api/owner/statements/:month(.csv|.pdf)  YYYY-MM, in the request's language
 *   POST   /api/admin/owner-statements/close        { month, early? }
 *   GET    /api/admin/owners                        owners with their balance due
 *   POST   /api/admin/owner-payouts                 { ownerId, amount, currency, reference, paidOn } → 201
 *   GET    /api/admin/owner-payouts(.csv)           ?ownerId=
 */
export function ownersRoutes(): Router {
  return Router()
    .get('/admin/properties/:id/owner', requireAdmin, handler((ctx, req) => getPropertyOwner(ctx, param(req, 'id'))))
    .put('/admin/properties/:id/owner', requireAdmin, handler(async (ctx, req) => setPropertyOwner(ctx, param(req, 'id'), await parseInput(SetPropertyOwnerInput, req.body, ['commissionPercent']))))
    .get('/owner/properties', requireOwner, handler((ctx, req) => listOwnerProperties(ctx, query(req, 'ownerId'))))
    .get('/owner/properties/:id', requireOwner, handler((ctx, req) => ownedProperty(ctx, param(req, 'id'))))
    .get('/owner/properties/:id/bookings', requireOwner, handler(async (ctx, req) => ownerBookings(ctx, param(req, 'id'), await parseInput(OwnerRangeInput, req.query))))
    .get('/owner/properties/:id/blocks', requireOwner, handler(async (ctx, req) => ownerBlocks(ctx, param(req, 'id'), await parseInput(OwnerRangeInput, req.query))))
    .post('/owner/properties/:id/blocks', requireOwner, handler(async (ctx, req) => addOwnerStay(ctx, param(req, 'id'), await parseInput(OwnerStayInput, req.body)), { status: 201 }))
    .delete('/owner/properties/:id/blocks/:blockId', requireOwner, handler((ctx, req) => deleteOwnerStay(ctx, param(req, 'id'), param(req, 'blockId'))))
    .get('/owner/statements', requireOwner, handler((ctx, req) => listOwnerStatements(ctx, query(req, 'ownerId'))))
    .get('/owner/statements/:month', requireOwner, (req, res, next) => {
      const ctx = contextOf(res);
      const [, month, format] = /^(.*?)(?:\.(csv|pdf))?$/.exec(param(req, 'month')) ?? [];
      const ownerId = query(req, 'ownerId');
      const name = `statement-${month}-${ctx.locale}`;
      if (format === 'pdf') {
        ownerStatementPdf(ctx, month, ownerId).then((pdf) => {
          res.status(200).type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${name}.pdf"`);
          res.setHeader('Content-Language', ctx.locale);
          res.send(pdf);
        }, next);
      } else if (format === 'csv') {
        ownerStatement(ctx, month, ownerId).then((view) => {
          res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${name}.csv"`);
          res.setHeader('Content-Language', ctx.locale);
          res.send(`\uFEFF${statementCsv(ctx.locale, view.data)}`);
        }, next);
      } else {
        ownerStatement(ctx, month, ownerId).then((view) => res.status(200).json(presentStatement(ctx.locale, view.data)), next);
      }
    })
    .post('/admin/owner-statements/close', requireAdmin, handler(async (ctx, req) => {
      const input = await parseInput(CloseOwnerStatementsInput, req.body);
      return closeOwnerStatements(ctx, input.month, input.early ?? false);
    }))
    .get('/admin/owners', requireAdmin, handler(async (ctx, req) => {
      const page = await listOwnerAccounts(ctx, await adminPage(req.query));
      setPageHeaders(ctx.res, page);
      return page.items;
    }))
    .post('/admin/owner-payouts', requireAdmin, handler(async (ctx, req) => recordOwnerPayout(ctx, await parseInput(RecordOwnerPayoutInput, req.body, ['amount'])), { status: 201 }))
    .get('/admin/owner-payouts.csv', requireAdmin, (req, res, next) => {
      allOwnerPayouts(contextOf(res), query(req, 'ownerId')).then((payouts) => {
        res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', 'attachment; filename="owner-payouts.csv"');
        res.send(payoutsCsv(payouts));
      }, next);
    })
    .get('/admin/owner-payouts', requireAdmin, handler(async (ctx, req) => {
      const page = await listOwnerPayouts(ctx, query(req, 'ownerId'), await adminPage(req.query));
      setPageHeaders(ctx.res, page);
      return page.items;
    }));
}
