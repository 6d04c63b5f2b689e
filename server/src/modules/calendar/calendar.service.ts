import { randomBytes } from 'node:crypto';
import { daysBetween } from '../../../../common/dates';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, sql, type SqlExecutor } from '../../db/sql';
import { AppError, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { parseIsoDate } from '../bookings/stay-dates';
import { expireHolds } from '../orders/order-payments';
import { getAdminProperty } from '../properties/property-admin.service';
import type { Property } from '../properties/property.entity';
import { isUuid } from '../../db/uuid';
import type { CalendarBlock, CalendarBlockInput, IcalExport } from './calendar.types';
import { writeCalendar, type CalendarEvent } from './ical-format';

/*
 * Blocked dates and the villa's export feed. A block is a row of `bookings` with
 * kind 'block' (see the Calendar migration), so it sits under the bookings' exclusion
 * constraint: the constraint refuses a block over a booked night and a booking over a blocked
 * one, and every availability query sees blocks as booked.
 */

/** Longest span one block may cover. */
export const MAX_BLOCK_NIGHTS = 731;

export const BLOCK_COLUMNS = `id, property_id AS "propertyId", to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut",
  block_reason AS reason, ical_import_id AS "importId", owner_stay_by IS NOT NULL AS "ownerStay", created_at AS "createdAt"`;

/** Queues the villa's booking writers (checkout, blocks, feed syncs) one after another, like checkout does. */
export async function lockVillaCalendar(tx: SqlExecutor, propertyId: string): Promise<void> {
  await sql(tx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`booking:${propertyId}`]);
}

const auditTarget = (property: Property) => ({ type: AuditTargetType.PROPERTY, id: property.id, label: property.title });

/** The villa's blocks, staff's and imported ones, in date order. */
export async function listBlocks(ctx: RequestContext, propertyId: string): Promise<CalendarBlock[]> {
  const property = await getAdminProperty(ctx, propertyId);
  const { rows } = await sql<CalendarBlock>(ctx, `SELECT ${BLOCK_COLUMNS} FROM bookings WHERE property_id = $1 AND kind = 'block' ORDER BY check_in, id`, [property.id]);
  return rows;
}

/** Blocks [checkIn, checkOut) for the villa; dates overlapping a booking or block are a CONFLICT naming them. */
export async function addBlock(ctx: RequestContext, propertyId: string, input: CalendarBlockInput): Promise<CalendarBlock> {
  const property = await getAdminProperty(ctx, propertyId);
  const checkIn = parseIsoDate(input.checkIn, 'checkIn');
  const checkOut = parseIsoDate(input.checkOut, 'checkOut');
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw new AppError('BAD_USER_INPUT', 'block.checkOutAfterCheckIn', { field: 'checkOut' }, 'checkOut');
  if (nights > MAX_BLOCK_NIGHTS) throw new AppError('BAD_USER_INPUT', 'block.tooLong', { field: 'checkOut', max: MAX_BLOCK_NIGHTS }, 'checkOut');
  const reason = input.reason.trim();
  return inTransaction(ctx, async (tx) => {
    await lockVillaCalendar(tx, property.id);
    await expireHolds(tx, property.id);
    let block: CalendarBlock;
    try {
      ({ rows: [block] } = await sql<CalendarBlock>(
        tx,
        `INSERT INTO bookings (kind, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, block_reason)
         VALUES ('block', $1, $2, $3, 0, 0, $4, 0, 'confirmed', '', '', $5)
         RETURNING ${BLOCK_COLUMNS}`,
        [property.id, checkIn, checkOut, nights, reason],
      ));
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('CONFLICT', 'block.overlaps', { checkIn, checkOut, field: 'checkIn' }, 'checkIn');
      throw error;
    }
    await recordChange(tx, AuditAction.CALENDAR_BLOCK_ADDED, auditTarget(property), null, { block: { checkIn, checkOut, reason } });
    return block;
  });
}

/** Removes a block staff added (an imported block goes when its event leaves the feed, or with its feed). */
export async function deleteBlock(ctx: RequestContext, propertyId: string, blockId: string): Promise<CalendarBlock> {
  const property = await getAdminProperty(ctx, propertyId);
  if (!isUuid(blockId)) throw notFound('block.notFound');
  return inTransaction(ctx, async (tx) => {
    const { rows } = await sql<CalendarBlock>(
      tx,
      `DELETE FROM bookings WHERE id = $1 AND property_id = $2 AND kind = 'block' AND ical_import_id IS NULL RETURNING ${BLOCK_COLUMNS}`,
      [blockId, property.id],
    );
    if (!rows.length) throw notFound('block.notFound');
    const [block] = rows;
    await recordChange(tx, AuditAction.CALENDAR_BLOCK_DELETED, auditTarget(property), { block: { checkIn: block.checkIn, checkOut: block.checkOut, reason: block.reason } }, null);
    return block;
  });
}

const feedUrl = (ctx: RequestContext, token: string) => `${ctx.config.publicUrl.replace(/\/$/, '')}/api/ical/${token}.ics`;

/** The villa's export feed URL. */
export async function getIcalExport(ctx: RequestContext, propertyId: string): Promise<IcalExport> {
  const property = await getAdminProperty(ctx, propertyId);
  const { rows } = await sql<{ token: string }>(ctx, `SELECT ical_token AS token FROM properties WHERE id = $1`, [property.id]);
  return { exportUrl: feedUrl(ctx, rows[0].token) };
}

/** A new secret for the export feed: the old URL stops working at once. */
export async function rotateIcalExport(ctx: RequestContext, propertyId: string): Promise<IcalExport> {
  const property = await getAdminProperty(ctx, propertyId);
  return inTransaction(ctx, async (tx) => {
    const token = randomBytes(24).toString('hex');
    await sql(tx, `UPDATE properties SET ical_token = $2 WHERE id = $1`, [property.id, token]);
    await recordChange(tx, AuditAction.ICAL_EXPORT_ROTATED, auditTarget(property), null, null);
    return { exportUrl: feedUrl(ctx, token) };
  });
}

/**
 * The export feed of the villa whose secret is `token`: every active booking and block as an
 * all-day event. The summary says only booked or blocked (no guest data, no staff notes); a
 * row's id makes its UID (an imported block's the UID it came with), stable across fetches.
 * Unknown token: NOT_FOUND.
 */
export async function icalFeed(ctx: RequestContext, token: string): Promise<string> {
  if (!/^[0-9a-f]{32,128}$/.test(token)) throw notFound('error.routeNotFound');
  const { rows: villas } = await sql<{ id: string; title: string }>(ctx, `SELECT id, title FROM properties WHERE ical_token = $1`, [token]);
  if (!villas.length) throw notFound('error.routeNotFound');
  const [villa] = villas;
  await expireHolds(ctx, villa.id);
  const { rows } = await sql<{ id: string; kind: string; checkIn: string; checkOut: string; icalUid: string | null }>(
    ctx,
    `SELECT id, kind, to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut", ical_uid AS "icalUid"
       FROM bookings WHERE property_id = $1 AND status <> 'cancelled' ORDER BY check_in, id`,
    [villa.id],
  );
  const host = new URL(ctx.config.publicUrl).hostname;
  const events: CalendarEvent[] = rows.map((row) => ({
    // An imported block keeps its source's UID, so a villa that imports this feed back
    // recognises its own events (see syncImport) instead of seeing them as conflicts.
    uid: row.icalUid ?? `${row.id}@${host}`,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    summary: row.kind === 'block' ? 'Blocked' : 'Booked',
  }));
  return writeCalendar(villa.title, events, new Date());
}
