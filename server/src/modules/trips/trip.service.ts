import type { DataSource } from 'typeorm';
import { addDays, businessToday } from '../../../../common/dates';
import type { Locale } from '../../../../common/locale';
import type { Config } from '../../config';
import { sql } from '../../db/sql';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors';
import { inTransaction, jobContext, type RequestContext } from '../../graphql/context';
import { recordChange } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { renderMail } from '../mail/mail-template';
import { enqueueMail } from '../mail/mail.service';
import { authorize, Role } from '../users/authorization';
import { ArrivalGuide } from './arrival-guide.entity';
import type { ArrivalGuideInput, Trip, TripGuide } from './trip.types';
import { arrivalGuideMail } from './trips.mails';

export const ARRIVAL_GUIDES_JOB = 'trips.arrivalGuides';

/** The trip page the e-mails link to. */
export function tripUrl(config: Config, bookingId: string): string {
  return `${config.publicUrl}/account/trips/${bookingId}`;
}

/** The guest-facing guide in `locale`. */
function guideIn(guide: ArrivalGuide, locale: Locale): TripGuide {
  const { checkInTime, checkOutTime, address, mapUrl, hostPhone, wifiName, wifiPassword } = guide;
  return {
    checkInTime, checkOutTime, address, mapUrl, hostPhone, wifiName, wifiPassword,
    keyCollection: locale === 'de' ? guide.keyCollectionDe : guide.keyCollectionEn,
    houseRules: locale === 'de' ? guide.houseRulesDe : guide.houseRulesEn,
  };
}

/** Staff: a villa's arrival guide, or null when none is written yet. */
export async function arrivalGuideOf(ctx: RequestContext, propertyId: string): Promise<ArrivalGuide | null> {
  authorize(ctx, [Role.Admin]);
  if (!isUuid(propertyId)) throw notFound('trips.villaNotFound');
  return ctx.manager.getRepository(ArrivalGuide).findOneBy({ propertyId });
}

/** Staff write a villa's arrival guide (both languages at once); the change is audited. */
export async function setArrivalGuide(ctx: RequestContext, propertyId: string, input: ArrivalGuideInput): Promise<ArrivalGuide> {
  authorize(ctx, [Role.Admin]);
  if (!isUuid(propertyId)) throw notFound('trips.villaNotFound');
  return inTransaction(ctx, async (tx) => {
    const { rows: [villa] } = await sql<{ title: string }>(tx, `SELECT title FROM properties WHERE id = $1 FOR UPDATE`, [propertyId]);
    if (!villa) throw notFound('trips.villaNotFound');
    const repository = tx.manager.getRepository(ArrivalGuide);
    const before = await repository.findOneBy({ propertyId });
    const trimmed = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value).trim()])) as unknown as ArrivalGuideInput;
    await repository.upsert({ propertyId, ...trimmed }, ['propertyId']);
    const saved = await repository.findOneByOrFail({ propertyId });
    await recordChange(tx, AuditAction.PROPERTY_UPDATED, { type: AuditTargetType.PROPERTY, id: propertyId, label: villa.title }, { arrivalGuide: before ? trimmedOf(before) : null }, { arrivalGuide: { ...trimmed } });
    return saved;
  });
}

function trimmedOf(guide: ArrivalGuide): Record<string, string> {
  const { propertyId: _id, updatedAt: _at, ...fields } = guide;
  return fields;
}

interface TripRow {
  bookingId: string;
  userId: string | null;
  status: string;
  checkIn: string;
  checkOut: string;
  propertyId: string;
  villa: string;
}

async function tripRow(ctx: Pick<RequestContext, 'manager'>, bookingId: string, locale: Locale): Promise<TripRow | undefined> {
  const { rows: [row] } = await sql<TripRow>(
    ctx,
    `SELECT b.id AS "bookingId", b.user_id AS "userId", b.status, to_char(b.check_in, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out, 'YYYY-MM-DD') AS "checkOut",
            b.property_id AS "propertyId", coalesce(nullif(p.translations -> $2 ->> 'title', ''), p.title) AS villa
       FROM bookings b JOIN properties p ON p.id = b.property_id WHERE b.id = $1`,
    [bookingId, locale],
  );
  return row;
}

/**
 * A stay for its guest (or staff): the villa and dates, and from PRE_ARRIVAL_DAYS before arrival
 * the arrival guide. Nobody sees the guide before that day, and nobody but the booking's guest
 * and staff sees the trip at all: to anyone else it does not exist (404).
 */
export async function tripFor(ctx: RequestContext, bookingId: string, today: string = businessToday()): Promise<Trip> {
  const user = authorize(ctx);
  if (!isUuid(bookingId)) throw notFound('trips.notFound');
  const row = await tripRow(ctx, bookingId, ctx.locale);
  if (!row || row.status !== 'confirmed' || (row.userId !== user.id && !user.isAdmin)) throw notFound('trips.notFound');
  const guideAvailableFrom = addDays(row.checkIn, -ctx.config.mail.preArrivalDays);
  const guide = today >= guideAvailableFrom ? await ctx.manager.getRepository(ArrivalGuide).findOneBy({ propertyId: row.propertyId }) : null;
  return { bookingId: row.bookingId, villa: row.villa, checkIn: row.checkIn, checkOut: row.checkOut, guideAvailableFrom, arrivalGuide: guide ? guideIn(guide, ctx.locale) : null };
}

/**
 * The arrival guide e-mail, PRE_ARRIVAL_DAYS before arrival (or, for a villa whose guide staff
 * write later, as soon as it exists and the stay has not begun), once per booking: the row in
 * guest_journey_mails and the outbox row commit together, and the row's key stops a second run,
 * a retry or another instance from queuing it again. Returns how many were queued.
 */
export async function sendArrivalGuides(db: DataSource, config: Config, today: string = businessToday()): Promise<number> {
  const { rows: due } = await sql<{ id: string }>(
    db,
    `SELECT b.id FROM bookings b JOIN arrival_guides g ON g.property_id = b.property_id
      WHERE b.status = 'confirmed' AND b.check_in BETWEEN $1::date AND $1::date + $2::int
        AND NOT EXISTS (SELECT 1 FROM guest_journey_mails m WHERE m.booking_id = b.id AND m.kind = 'arrival-guide')`,
    [today, config.mail.preArrivalDays],
  );
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (manager) => {
      const tx = jobContext(manager, ARRIVAL_GUIDES_JOB);
      const { rows: claimed } = await sql(tx, `INSERT INTO guest_journey_mails (booking_id, kind, version) VALUES ($1, 'arrival-guide', 1) ON CONFLICT DO NOTHING RETURNING booking_id`, [id]);
      if (!claimed.length) return false;
      const { rows: [guest] } = await sql<{ name: string; email: string; locale: Locale }>(
        tx,
        `SELECT o.lead_guest_name AS name, o.lead_guest_email AS email, o.locale FROM bookings b JOIN orders o ON o.id = b.order_id WHERE b.id = $1`,
        [id],
      );
      const row = await tripRow(tx, id, guest.locale);
      const guide = await manager.getRepository(ArrivalGuide).findOneByOrFail({ propertyId: row!.propertyId });
      const data = { name: guest.name, villa: row!.villa, checkIn: row!.checkIn, checkOut: row!.checkOut, url: tripUrl(config, id), guide: guideIn(guide, guest.locale) };
      return enqueueMail(tx, await renderMail(arrivalGuideMail, { locale: guest.locale, config }, guest.email, data, { dedupeKey: `booking:${id}:arrival-guide:1` }));
    });
    if (sent) queued += 1;
  }
  return queued;
}
