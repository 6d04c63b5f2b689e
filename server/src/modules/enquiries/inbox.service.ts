import type { Repository } from 'typeorm';
import { likePattern } from '../../db/like-pattern';
import { notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { authorize, Role } from '../users/authorization';
import { Enquiry, FlightInquiry, type EnquiryStatus } from './enquiry.entity';
import type { EnquiryFilter, InboxCounts } from './inbox.types';

/**
 * The staff inbox of both forms: each kind listed newest first (by status, searched), and a
 * status staff move through (new, answered, closed), each move in the audit log.
 */
const KINDS = {
  enquiry: { entity: Enquiry, target: AuditTargetType.ENQUIRY, searched: ['e.subject'] },
  flightInquiry: { entity: FlightInquiry, target: AuditTargetType.FLIGHT_INQUIRY, searched: ['e.destination_country', 'e.destination_city'] },
} as const;

export type InboxKind = keyof typeof KINDS;
type Row<K extends InboxKind> = InstanceType<(typeof KINDS)[K]['entity']>;

function repository<K extends InboxKind>(ctx: RequestContext, kind: K): Repository<Row<K>> {
  return ctx.manager.getRepository(KINDS[kind].entity) as unknown as Repository<Row<K>>;
}

export async function listInbox<K extends InboxKind>(ctx: RequestContext, kind: K, filter?: EnquiryFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Row<K>>> {
  authorize(ctx, [Role.Admin]);
  const query = repository(ctx, kind).createQueryBuilder('e');
  if (filter?.status) query.andWhere('e.status = :status', { status: filter.status });
  if (filter?.search?.trim()) {
    const columns = ['e.name', 'e.email', ...KINDS[kind].searched];
    query.andWhere(`(${columns.map((column) => `${column} ILIKE :q`).join(' OR ')})`, { q: likePattern(filter.search) });
  }
  return keysetPage(query, [byColumn('created_at', 'DESC'), byColumn('id', 'DESC')], page, after);
}

export async function setInboxStatus<K extends InboxKind>(ctx: RequestContext, kind: K, id: string, status: EnquiryStatus): Promise<Row<K>> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const repo = repository(tx, kind);
    const row = await repo.createQueryBuilder('e').setLock('pessimistic_write').where('e.id = :id', { id }).getOne();
    if (!row) throw notFound('enquiry.notFound');
    if (row.status === status) return row;
    await recordChange(tx, AuditAction.ENQUIRY_STATUS_CHANGED, { type: KINDS[kind].target, id: row.id, label: `${row.name} <${row.email}>` }, { status: row.status }, { status });
    await tx.manager.update(KINDS[kind].entity, { id: row.id }, { status, statusChangedAt: new Date() });
    return (await repo.findOneByOrFail({ id: row.id } as never)) as Row<K>;
  });
}

/** How many of each form wait as new, for the admin overview. */
export async function inboxCounts(ctx: RequestContext): Promise<InboxCounts> {
  authorize(ctx, [Role.Admin]);
  const [newEnquiries, newFlightInquiries] = await Promise.all([repository(ctx, 'enquiry').countBy({ status: 'new' }), repository(ctx, 'flightInquiry').countBy({ status: 'new' })]);
  return { newEnquiries, newFlightInquiries };
}
