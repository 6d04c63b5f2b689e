import { canTransition, type StatusMachine, type StatusOf } from '../../../../common/order-states';
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
  const { rows: current } = await sql<{ id: string; status: StatusOf[M] }>(
    ctx,
    `SELECT id, status FROM ${table} WHERE ${column} = $1${rows.from ? ' AND status = ANY($2)' : ''} ORDER BY id FOR UPDATE`,
    rows.from ? [key, rows.from] : [key],
  );
  for (const row of current) {
    if (!canTransition(machine, row.status, to)) {
      const name = (status: string) => translate(ctx.locale, `status.value.${status}` as MessageKey);
      throw new AppError('CONFLICT', ILLEGAL[machine], { from: name(row.status), to: name(to) });
    }
  }
  const moving = current.filter((row) => row.status !== to).map((row) => row.id);
  if (moving.length) {
    const enter = ON_ENTER[`${machine}:${to}`];
    await sql(ctx, `UPDATE ${table} SET status = $2${enter ? `, ${enter}` : ''} WHERE id = ANY($1)`, [moving, to]);
  }
  return moving;
}
