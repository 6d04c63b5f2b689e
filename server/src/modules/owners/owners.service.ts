import { randomBytes } from 'node:crypto';
import { addDays, businessToday, daysBetween } from '../../../../common/dates';
import { firstName, isCommissionPercent, OWNER_CALENDAR_MONTHS } from '../../../../common/owner-statements';
import { isUuid } from '../../db/uuid';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange, recordChangeBy } from '../audit/audit.service';
import { hashResetToken, resetPasswordUrl } from '../auth/password-reset.service';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { hashPassword } from '../auth/password';
import { parseIsoDate } from '../bookings/stay-dates';
import { lockVillaCalendar, MAX_BLOCK_NIGHTS } from '../calendar/calendar.service';
import { enqueueMail } from '../mail/mail.service';
import { expireHolds } from '../orders/order-payments';
import { getAdminProperty } from '../properties/property-admin.service';
import { authorize, Role } from '../users/authorization';
import { User } from '../users/user.entity';
import { findUserByEmail } from '../users/user.service';
import type { OwnerBlock, OwnerBooking, OwnerProperty, OwnerRangeInput, OwnerStayInput, PropertyOwner, SetPropertyOwnerInput } from './owner.types';

/** An owner's invitation link works this long: owners may not read their mail the same day. */
export const OWNER_INVITATION_DAYS = 14;
/** The most days one bookings request may span (two years). */
export const OWNER_RANGE_MAX_DAYS = 731;

const PROPERTY_COLUMNS = `p.id, p.title, p.slug, p.location, p.commission_percent::float8 AS "commissionPercent", p.owner_id AS "ownerId"`;

/**
 * Staff set a villa's owner and commission. An e-mail without an account gets one, marked as an
 * owner, with a single-use link to choose a password mailed through the outbox; an existing
 * account becomes an owner. The commission applies to stays booked from now on: each stay keeps
 * the rate stamped on it when it was written (a database trigger copies the villa's). Stays the
 * villa sold before it ever had a commission take this first rate. Repeating the call changes
 * nothing and invites nobody twice.
 */
export async function setPropertyOwner(ctx: RequestContext, propertyId: string, input: SetPropertyOwnerInput): Promise<PropertyOwner> {
  authorize(ctx, [Role.Admin]);
  const property = await getAdminProperty(ctx, propertyId);
  if (!isCommissionPercent(input.commissionPercent)) throw badInput('owner.commissionPercent', 'commissionPercent');
  const email = input.ownerEmail.trim();
  const passwordHash = (await findUserByEmail(ctx, email)) ? null : await hashPassword(randomBytes(32).toString('base64url'));
  return inTransaction(ctx, async (tx) => {
    const { rows: [before] } = await sql<{ ownerId: string | null; ownerEmail: string | null; commissionPercent: number | null }>(
      tx,
      `SELECT p.owner_id AS "ownerId", u.email AS "ownerEmail", p.commission_percent::float8 AS "commissionPercent"
         FROM properties p LEFT JOIN users u ON u.id = p.owner_id WHERE p.id = $1 FOR UPDATE OF p`,
      [property.id],
    );
    let owner = await findUserByEmail(tx, email);
    let invited = false;
    if (owner?.isSuspended) throw new AppError('CONFLICT', 'owner.suspended', { field: 'ownerEmail' }, 'ownerEmail');
    if (!owner) {
      const name = input.ownerName?.trim() || email.split('@')[0];
      const { rows: [created] } = await sql<{ id: string }>(tx, `INSERT INTO users (name, email, password_hash, is_owner) VALUES ($1, $2, $3, true) RETURNING id`, [
        name,
        email,
        passwordHash ?? (await hashPassword(randomBytes(32).toString('base64url'))),
      ]);
      owner = await tx.manager.getRepository(User).findOneByOrFail({ id: created.id });
      await inviteOwner(tx, owner, property.title, input.language ?? tx.locale);
      await recordChange(tx, AuditAction.OWNER_INVITED, { type: AuditTargetType.USER, id: owner.id, label: owner.email }, null, { email: owner.email, villa: property.title });
      invited = true;
    } else if (!owner.isOwner) {
      await sql(tx, `UPDATE users SET is_owner = true WHERE id = $1`, [owner.id]);
    }
    await sql(tx, `UPDATE properties SET owner_id = $2, commission_percent = $3 WHERE id = $1`, [property.id, owner.id, input.commissionPercent]);
    if (before.commissionPercent === null) {
      await sql(tx, `UPDATE bookings SET commission_percent = $2 WHERE property_id = $1 AND kind = 'stay' AND commission_percent IS NULL`, [property.id, input.commissionPercent]);
    }
    await recordChange(
      tx,
      AuditAction.PROPERTY_OWNER_SET,
      { type: AuditTargetType.PROPERTY, id: property.id, label: property.title },
      { ownerEmail: before.ownerEmail, commissionPercent: before.commissionPercent },
      { ownerEmail: owner.email, commissionPercent: input.commissionPercent },
    );
    return { propertyId: property.id, ownerId: owner.id, ownerName: owner.name, ownerEmail: owner.email, commissionPercent: input.commissionPercent, invited };
  });
}

/** The villa's owner and commission, or null when it has none (staff). */
export async function getPropertyOwner(ctx: RequestContext, propertyId: string): Promise<PropertyOwner | null> {
  const property = await getAdminProperty(ctx, propertyId);
  const { rows } = await sql<PropertyOwner>(
    ctx,
    `SELECT p.id AS "propertyId", u.id AS "ownerId", u.name AS "ownerName", u.email AS "ownerEmail", p.commission_percent::float8 AS "commissionPercent", false AS invited
       FROM properties p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
    [property.id],
  );
  return rows[0] ?? null;
}

/** The invitation: a password link valid OWNER_INVITATION_DAYS days, queued in the caller's transaction. */
async function inviteOwner(tx: RequestContext, owner: User, villa: string, locale: 'en' | 'de'): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.manager.getRepository(PasswordResetToken).insert({
    userId: owner.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + OWNER_INVITATION_DAYS * 86_400_000),
    usedAt: null,
  });
  const base = tx.config.publicUrl.replace(/\/$/, '');
  const params = { name: owner.name, company: tx.config.company.name, villa, link: resetPasswordUrl(tx, token), days: OWNER_INVITATION_DAYS, portal: `${base}/owner${locale === 'de' ? '?lang=de' : ''}` };
  await enqueueMail(tx, {
    kind: 'owner-invitation',
    to: owner.email,
    subject: translate(locale, 'mail.ownerInvitation.subject', params),
    text: translate(locale, 'mail.ownerInvitation.text', params),
  });
}

/** The signed-in owner (or staff, who see every owner's villas). */
export function ownerOrStaff(ctx: RequestContext): User {
  return authorize(ctx, [Role.Owner]);
}

/** The caller's villas; staff get every villa that has an owner (or `ownerId`'s). */
export async function listOwnerProperties(ctx: RequestContext, ownerId?: string | null): Promise<OwnerProperty[]> {
  const user = ownerOrStaff(ctx);
  const owner = user.isAdmin ? (ownerId && isUuid(ownerId) ? ownerId : null) : user.id;
  const { rows } = await sql<OwnerProperty>(
    ctx,
    `SELECT ${PROPERTY_COLUMNS} FROM properties p WHERE p.owner_id IS NOT NULL AND ($1::uuid IS NULL OR p.owner_id = $1) ORDER BY p.title, p.id`,
    [owner],
  );
  return rows;
}

/**
 * One villa of the caller's: 404 for an unknown villa, 403 for someone else's. Staff pass for any
 * villa that has an owner.
 */
export async function ownedProperty(ctx: RequestContext, propertyId: string): Promise<OwnerProperty> {
  const user = ownerOrStaff(ctx);
  if (!isUuid(propertyId)) throw notFound('property.notFound');
  const { rows } = await sql<OwnerProperty>(ctx, `SELECT ${PROPERTY_COLUMNS} FROM properties p WHERE p.id = $1`, [propertyId]);
  const [property] = rows;
  if (!property) throw notFound('property.notFound');
  if (property.ownerId === null || (!user.isAdmin && property.ownerId !== user.id)) throw new AppError('FORBIDDEN', 'owner.notYourVilla');
  return property;
}

/** [from, to) checked: dates, from before to, at most OWNER_RANGE_MAX_DAYS; defaults today and 18 months on. */
export function ownerRange(range?: OwnerRangeInput | null): { from: string; to: string } {
  const from = range?.from ? parseIsoDate(range.from, 'from') : businessToday();
  const to = range?.to ? parseIsoDate(range.to, 'to') : addDays(from, Math.round((OWNER_CALENDAR_MONTHS * 365) / 12));
  if (daysBetween(from, to) < 1) throw badInput('owner.stayToAfterFrom', 'to');
  if (daysBetween(from, to) > OWNER_RANGE_MAX_DAYS) throw badInput('owner.rangeTooLong', 'to', { max: OWNER_RANGE_MAX_DAYS });
  return { from, to };
}

/** Guests' stays at the villa overlapping [from, to): dates, status, first name and party size only. */
export async function ownerBookings(ctx: RequestContext, propertyId: string, range?: OwnerRangeInput | null): Promise<OwnerBooking[]> {
  const property = await ownedProperty(ctx, propertyId);
  const { from, to } = ownerRange(range);
  await expireHolds(ctx, property.id);
  const { rows } = await sql<OwnerBooking & { guestName: string }>(
    ctx,
    `SELECT id, to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut", status, guest_name AS "guestName", guests
       FROM bookings WHERE property_id = $1 AND kind = 'stay' AND check_in < $3::date AND check_out > $2::date ORDER BY check_in, id`,
    [property.id, from, to],
  );
  return rows.map(({ guestName, ...row }) => ({ ...row, guestFirstName: firstName(guestName) }));
}

const BLOCK_COLUMNS = `id, to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut",
  owner_stay_by IS NOT NULL AS "ownerStay", CASE WHEN owner_stay_by IS NOT NULL THEN block_reason END AS note`;

/** The villa's blocks overlapping [from, to): the owner's stays with their notes, staff's and imported ones without reasons. */
export async function ownerBlocks(ctx: RequestContext, propertyId: string, range?: OwnerRangeInput | null): Promise<OwnerBlock[]> {
  const property = await ownedProperty(ctx, propertyId);
  const { from, to } = ownerRange(range);
  const { rows } = await sql<OwnerBlock>(
    ctx,
    `SELECT ${BLOCK_COLUMNS} FROM bookings WHERE property_id = $1 AND kind = 'block' AND check_in < $3::date AND check_out > $2::date ORDER BY check_in, id`,
    [property.id, from, to],
  );
  return rows;
}

const auditVilla = (property: OwnerProperty) => ({ type: AuditTargetType.PROPERTY, id: property.id, label: property.title });

/**
 * The owner blocks [from, to) for their own stay: a block like staff's (the bookings' exclusion
 * constraint refuses it over a booking or another block, and every availability query and the
 * iCal export see it), marked as the owner's. Not in the past.
 */
export async function addOwnerStay(ctx: RequestContext, propertyId: string, input: OwnerStayInput): Promise<OwnerBlock> {
  const property = await ownedProperty(ctx, propertyId);
  const actor = ownerOrStaff(ctx);
  const from = parseIsoDate(input.from, 'from');
  const to = parseIsoDate(input.to, 'to');
  const nights = daysBetween(from, to);
  if (from < businessToday()) throw badInput('owner.stayInPast', 'from');
  if (nights < 1) throw badInput('owner.stayToAfterFrom', 'to');
  if (nights > MAX_BLOCK_NIGHTS) throw badInput('owner.stayTooLong', 'to', { max: MAX_BLOCK_NIGHTS });
  const note = input.note?.trim() ?? '';
  return inTransaction(ctx, async (tx) => {
    await lockVillaCalendar(tx, property.id);
    await expireHolds(tx, property.id);
    let block: OwnerBlock;
    try {
      ({ rows: [block] } = await sql<OwnerBlock>(
        tx,
        `INSERT INTO bookings (kind, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, block_reason, owner_stay_by)
         VALUES ('block', $1, $2, $3, 0, 0, $4, 0, 'confirmed', '', '', $5, $6)
         RETURNING ${BLOCK_COLUMNS}`,
        [property.id, from, to, nights, note, property.ownerId],
      ));
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('CONFLICT', 'owner.stayOverlaps', { from, to, field: 'from' }, 'from');
      throw error;
    }
    await recordChangeBy(tx, actor, AuditAction.OWNER_STAY_ADDED, auditVilla(property), null, { ownerStay: { from, to, note } });
    return block;
  });
}

/** Removes one of the owner's own stays (never staff's or imported blocks: those are 404 here). */
export async function deleteOwnerStay(ctx: RequestContext, propertyId: string, blockId: string): Promise<OwnerBlock> {
  const property = await ownedProperty(ctx, propertyId);
  const actor = ownerOrStaff(ctx);
  if (!isUuid(blockId)) throw notFound('owner.stayNotFound');
  return inTransaction(ctx, async (tx) => {
    const { rows } = await sql<OwnerBlock>(
      tx,
      `DELETE FROM bookings WHERE id = $1 AND property_id = $2 AND kind = 'block' AND owner_stay_by IS NOT NULL RETURNING ${BLOCK_COLUMNS}`,
      [blockId, property.id],
    );
    if (!rows.length) throw notFound('owner.stayNotFound');
    const [block] = rows;
    await recordChangeBy(tx, actor, AuditAction.OWNER_STAY_DELETED, auditVilla(property), { ownerStay: { from: block.checkIn, to: block.checkOut, note: block.note } }, null);
    return block;
  });
}
