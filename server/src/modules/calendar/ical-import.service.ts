import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, sql, sqlParams, type SqlExecutor } from '../../db/sql';
import { AppError, notFound } from '../../errors';
import { inTransaction, jobContext, type RequestContext } from '../../graphql/context';
import { isMessageKey, translate } from '../../i18n/messages';
import { log } from '../../logger';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { enqueueJob } from '../../jobs/jobs.service';
import { expireHolds } from '../orders/order-payments';
import { getAdminProperty } from '../properties/property-admin.service';
import { isUuid } from '../../db/uuid';
import { lockVillaCalendar } from './calendar.service';
import type { IcalConflict, IcalImport, IcalImportInput } from './calendar.types';
import { assertPublicFeedUrl, fetchFeed, parseFeedUrl } from './feed-fetch';
import { readCalendar, type CalendarEvent } from './ical-format';

/*
 * Imported calendar feeds. Each event of a feed becomes a block of the villa,
 * tagged with the feed and the event's UID (unique together), so a sync is idempotent: an event
 * seen again keeps its block (moved if its dates changed), an event gone from the feed frees
 * its dates. An event that overlaps a booking or another block cannot be blocked (the exclusion
 * constraint); it is recorded as a conflict of the feed for staff to resolve. A feed that cannot
 * be fetched or read keeps its blocks and records the error.
 */

/** How many feeds one villa may import. */
export const MAX_FEEDS_PER_VILLA = 10;

export const SYNC_FEED_JOB = 'calendar.syncFeed';

interface ImportRow {
  id: string;
  propertyId: string;
  url: string;
  createdAt: Date;
  lastSyncedAt: Date | null;
  lastErrorKey: string | null;
  lastErrorParams: Record<string, string | number> | null;
  blockCount: number;
}

const IMPORT_COLUMNS = `i.id, i.property_id AS "propertyId", i.url, i.created_at AS "createdAt", i.last_synced_at AS "lastSyncedAt",
  i.last_error_key AS "lastErrorKey", i.last_error_params AS "lastErrorParams",
  (SELECT count(*) FROM bookings b WHERE b.ical_import_id = i.id)::int AS "blockCount"`;

/** The villa's feeds, oldest first, with their blocks counted, last error translated and conflicts. */
export async function listImports(ctx: RequestContext, propertyId: string): Promise<IcalImport[]> {
  const property = await getAdminProperty(ctx, propertyId);
  const { rows } = await sql<ImportRow>(ctx, `SELECT ${IMPORT_COLUMNS} FROM ical_imports i WHERE i.property_id = $1 ORDER BY i.created_at, i.id`, [property.id]);
  const { rows: conflicts } = await sql<IcalConflict & { importId: string }>(
    ctx,
    `SELECT c.import_id AS "importId", c.uid, to_char(c.check_in, 'YYYY-MM-DD') AS "checkIn", to_char(c.check_out, 'YYYY-MM-DD') AS "checkOut", c.summary, c.detected_at AS "detectedAt"
       FROM ical_import_conflicts c JOIN ical_imports i ON i.id = c.import_id WHERE i.property_id = $1 ORDER BY c.check_in, c.uid`,
    [property.id],
  );
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    url: row.url,
    createdAt: row.createdAt,
    lastSyncedAt: row.lastSyncedAt,
    lastError: row.lastErrorKey && isMessageKey(row.lastErrorKey) ? translate(ctx.locale, row.lastErrorKey, row.lastErrorParams ?? {}) : null,
    blockCount: row.blockCount,
    conflicts: conflicts.filter((conflict) => conflict.importId === row.id).map(({ importId: _importId, ...conflict }) => conflict),
  }));
}

/** Adds a feed (http/https, public address unless ALLOW_PRIVATE_FEED_URLS) and queues its first sync. */
export async function addImport(ctx: RequestContext, propertyId: string, input: IcalImportInput): Promise<IcalImport> {
  const property = await getAdminProperty(ctx, propertyId);
  const url = parseFeedUrl(input.url, 'url');
  await assertPublicFeedUrl(url, 'url', ctx.config.calendar.allowPrivateFeedUrls);
  const id = await inTransaction(ctx, async (tx) => {
    await sql(tx, `SELECT id FROM properties WHERE id = $1 FOR NO KEY UPDATE`, [property.id]);
    const { rows: counted } = await sql<{ count: number }>(tx, `SELECT count(*)::int AS count FROM ical_imports WHERE property_id = $1`, [property.id]);
    if (counted[0].count >= MAX_FEEDS_PER_VILLA) throw new AppError('CONFLICT', 'ical.tooManyFeeds', { max: MAX_FEEDS_PER_VILLA });
    let inserted: { id: string };
    try {
      ({ rows: [inserted] } = await sql<{ id: string }>(tx, `INSERT INTO ical_imports (property_id, url) VALUES ($1, $2) RETURNING id`, [property.id, url.href]));
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('CONFLICT', 'ical.urlTaken', { field: 'url' }, 'url');
      throw error;
    }
    await recordChange(tx, AuditAction.ICAL_IMPORT_ADDED, { type: AuditTargetType.PROPERTY, id: property.id, label: property.title }, null, { icalImport: url.href });
    await enqueueJob(tx.manager, SYNC_FEED_JOB, { importId: inserted.id }, { singletonKey: `ical:${inserted.id}`, maxAttempts: 1 });
    return inserted.id;
  });
  const imports = await listImports(ctx, property.id);
  return imports.find((feed) => feed.id === id)!;
}

/** Removes a feed; its blocks go with it (their dates are free again) and so do its conflicts. */
export async function deleteImport(ctx: RequestContext, propertyId: string, importId: string): Promise<IcalImport> {
  const property = await getAdminProperty(ctx, propertyId);
  const feed = isUuid(importId) ? (await listImports(ctx, property.id)).find((row) => row.id === importId) : undefined;
  if (!feed) throw notFound('ical.importNotFound');
  await inTransaction(ctx, async (tx) => {
    await lockVillaCalendar(tx, property.id);
    const { count } = await sql(tx, `DELETE FROM ical_imports WHERE id = $1 AND property_id = $2`, [feed.id, property.id]);
    if (!count) throw notFound('ical.importNotFound');
    await recordChange(tx, AuditAction.ICAL_IMPORT_DELETED, { type: AuditTargetType.PROPERTY, id: property.id, label: property.title }, { icalImport: feed.url }, null);
  });
  return feed;
}

/** Fetches every feed of the villa now (staff's "sync now") and answers the feeds with their new state. */
export async function syncVillaImports(ctx: RequestContext, propertyId: string): Promise<IcalImport[]> {
  const property = await getAdminProperty(ctx, propertyId);
  const { rows } = await sql<{ id: string }>(ctx, `SELECT id FROM ical_imports WHERE property_id = $1 ORDER BY created_at, id`, [property.id]);
  for (const { id } of rows) await syncImport({ db: ctx.db, config: ctx.config }, id);
  return listImports(ctx, property.id);
}

/** Every feed, the least recently synced first (the scheduled job). */
export async function syncAllImports(services: { db: DataSource; config: Config }): Promise<number> {
  const { rows } = await sql<{ id: string }>(services.db, `SELECT id FROM ical_imports ORDER BY last_synced_at NULLS FIRST, id`);
  for (const { id } of rows) {
    try {
      await syncImport(services, id);
    } catch (error) {
      // One feed's database trouble must not starve the others; it is tried again next round.
      log().warn({ err: error, importId: id }, 'calendar feed sync failed');
    }
  }
  return rows.length;
}

/**
 * Syncs one feed: fetch and parse outside any transaction (a slow feed holds no locks), then,
 * in one transaction queued behind the villa's other booking writers, bring its blocks and
 * conflicts in line with the events. A fetch or parse failure only records the error.
 */
export async function syncImport(services: { db: DataSource; config: Config }, importId: string): Promise<void> {
  const { rows: found } = await sql<{ propertyId: string; url: string }>(services.db, `SELECT property_id AS "propertyId", url FROM ical_imports WHERE id = $1`, [importId]);
  if (!found.length) return;
  const [{ propertyId, url }] = found;
  let events: CalendarEvent[] = [];
  let failure: AppError | null = null;
  try {
    const text = await fetchFeed(parseFeedUrl(url, 'url'), { allowPrivate: services.config.calendar.allowPrivateFeedUrls });
    events = readCalendar(text);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    failure = error;
  }
  await services.db.transaction(async (manager) => {
    const tx = jobContext(manager, SYNC_FEED_JOB);
    await lockVillaCalendar(tx, propertyId);
    const { rows: still } = await sql(tx, `SELECT id FROM ical_imports WHERE id = $1 FOR UPDATE`, [importId]);
    if (!still.length) return;
    if (failure) {
      const { field: _field, ...params } = failure.params;
      await sql(tx, `UPDATE ical_imports SET last_synced_at = now(), last_error_key = $2, last_error_params = $3 WHERE id = $1`, [importId, failure.messageKey, JSON.stringify(params)]);
      return;
    }
    await expireHolds(tx, propertyId);
    const own = await ownEvents(tx, propertyId, events);
    const byUid = new Map(events.filter((event) => !own.has(event.uid)).map((event) => [event.uid, event]));
    await sql(tx, `DELETE FROM bookings WHERE ical_import_id = $1 AND NOT (ical_uid = ANY($2))`, [importId, [...byUid.keys()]]);
    await sql(tx, `DELETE FROM ical_import_conflicts WHERE import_id = $1`, [importId]);
    for (const event of byUid.values()) await placeEvent(tx, propertyId, importId, event);
    await sql(tx, `UPDATE ical_imports SET last_synced_at = now(), last_error_key = NULL, last_error_params = NULL WHERE id = $1`, [importId]);
  });
}

/**
 * The events that are this villa's own bookings or blocks, come back through another channel
 * (its export feed imported there, and that channel's feed imported here): their UIDs are
 * `<row id>@host` of a row of this villa. They are already blocked; importing them would only
 * report each as a conflict with itself.
 */
async function ownEvents(tx: SqlExecutor, propertyId: string, events: CalendarEvent[]): Promise<Set<string>> {
  const candidates = new Map<string, string>();
  for (const { uid } of events) {
    const id = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/i.exec(uid)?.[1];
    if (id) candidates.set(id.toLowerCase(), uid);
  }
  if (!candidates.size) return new Set();
  const { rows } = await sql<{ id: string }>(tx, `SELECT id::text FROM bookings WHERE property_id = $1 AND id = ANY($2::uuid[])`, [propertyId, [...candidates.keys()]]);
  return new Set(rows.map((row) => candidates.get(row.id)!));
}

/**
 * One event as a block: its existing block moves to the event's dates, or a new one is made.
 * When the dates overlap a booking or block, the savepoint undoes the attempt, the event's old
 * block (if any) is removed, since the feed no longer has those dates, and a conflict is recorded.
 */
async function placeEvent(tx: SqlExecutor, propertyId: string, importId: string, event: CalendarEvent): Promise<void> {
  const nights = Math.round((Date.parse(event.checkOut) - Date.parse(event.checkIn)) / 86_400_000);
  const summary = event.summary.trim().slice(0, 200);
  await sql(tx, 'SAVEPOINT ical_event');
  try {
    const moved = sqlParams();
    const [checkIn, checkOut, reason] = [moved.param(event.checkIn), moved.param(event.checkOut), moved.param(summary)];
    const { count } = await sql(
      tx,
      `UPDATE bookings SET check_in = ${checkIn}, check_out = ${checkOut}, total_nights = ${moved.param(nights)}, block_reason = ${reason}
        WHERE ical_import_id = ${moved.param(importId)} AND ical_uid = ${moved.param(event.uid)}
          AND (check_in, check_out, block_reason) IS DISTINCT FROM (${checkIn}::date, ${checkOut}::date, ${reason})`,
      moved.values,
    );
    if (!count) {
      const { values, param } = sqlParams();
      await sql(
        tx,
        `INSERT INTO bookings (kind, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, block_reason, ical_import_id, ical_uid)
         VALUES ('block', ${param(propertyId)}, ${param(event.checkIn)}, ${param(event.checkOut)}, 0, 0, ${param(nights)}, 0, 'confirmed', '', '', ${param(summary)}, ${param(importId)}, ${param(event.uid)})
         ON CONFLICT (ical_import_id, ical_uid) DO NOTHING`,
        values,
      );
    }
    await sql(tx, 'RELEASE SAVEPOINT ical_event');
  } catch (error) {
    if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
    await sql(tx, 'ROLLBACK TO SAVEPOINT ical_event');
    await sql(tx, `DELETE FROM bookings WHERE ical_import_id = $1 AND ical_uid = $2`, [importId, event.uid]);
    await sql(
      tx,
      `INSERT INTO ical_import_conflicts (import_id, uid, check_in, check_out, summary) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (import_id, uid) DO NOTHING`,
      [importId, event.uid, event.checkIn, event.checkOut, summary],
    );
  }
}
