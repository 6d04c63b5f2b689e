import { canTransition, STATUSES, type StatusMachine, type StatusOf } from '../../../../common/order-states';
import { AppError } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { translate, type MessageKey } from '../../i18n/messages';
import { sql } from '../../db/sql';

const TABLE: Record<StatusMachine, string> = { order: 'orders', booking: 'bookings', payment: 'payments' };

/** Columns a status sets on entering it (a completed payment records when). */
const ON_ENTER: Partial<Record<string, string>> = {
  'payment:completed': 'completed_at = COALESCE(completed_at, now())',
  'order:confirmed': 'hold_expires_at = NULL',
  'order:cancelled': 'cancelled_at = COALESCE(cancelled_at, now()), hold_expires_at = NULL, balance_amount = 0, balance_due_date = NULL',
  'order:expired': 'hold_expires_at = NULL, balance_amount = 0, balance_due_date = NULL',
};

const ILLEGAL: Record<StatusMachine, MessageKey> = {
  order: 'status.illegalTransition.order',
  booking: 'status.illegalTransition.booking',
  payment: 'status.illegalTransition.payment',
};

export interface StatusRows<M extends StatusMachine> {
  /** One row by id, or every row of an order (bookings, payments). */
  where: { id: string } | { orderId: string };
  /** Only rows now in one of these statuses move; the others are left as they are. */
  from?: readonly StatusOf[M][];
}

/**
 * The one way the server changes the status of an order, a booking or a payment (checkout, the
 * payment webhook, admin): the rows are locked, every move is checked against the transition
 * tables of common/order-states.ts, and an illegal one is refused with a translated CONFLICT
 * naming both statuses. Rows already in `to` are left alone. Returns the ids that moved.
 */
export async function moveStatus<M extends StatusMachine>(ctx: RequestContext, machine: M, to: StatusOf[M], rows: StatusRows<M>): Promise<string[]> {
  const table = TABLE[machine];
  const [column, key] = 'id' in rows.where ? ['id', rows.where.id] : ['order_id', rows.where.orderId];
  // The statuses that may move to `to`. One statement locks the rows, moves them only when none
  // of them is refused (so a refusal changes nothing, in a transaction or not), and reports each.
  const legal = (STATUSES[machine] as readonly StatusOf[M][]).filter((status) => status !== to && canTransition(machine, status, to));
  const enter = ON_ENTER[`${machine}:${to}`];
  const { rows: current } = await sql<{ id: string; status: StatusOf[M]; moved: boolean }>(
    ctx,
    `WITH current AS (
       SELECT id, status FROM ${table} WHERE ${column} = $1${rows.from ? ' AND status = ANY($4)' : ''} ORDER BY id FOR UPDATE
     ), moved AS (
       UPDATE ${table} t SET status = $2${enter ? `, ${enter}` : ''}
         FROM current
        WHERE t.id = current.id AND current.status = ANY($3)
          AND NOT EXISTS (SELECT 1 FROM current c WHERE c.status <> $2 AND NOT (c.status = ANY($3)))
       RETURNING t.id
     )
     SELECT current.id, current.status, moved.id IS NOT NULL AS moved FROM current LEFT JOIN moved ON moved.id = current.id ORDER BY current.id`,
    rows.from ? [key, to, legal, rows.from] : [key, to, legal],
  );
  const refused = current.find((row) => row.status !== to && !legal.includes(row.status));
  if (refused) {
    const name = (status: string) => translate(ctx.locale, `status.value.${status}` as MessageKey);
    throw new AppError('CONFLICT', ILLEGAL[machine], { from: name(refused.status), to: name(to) });
  }
  return current.filter((row) => row.moved).map((row) => row.id);
}
