import { canTransition, ORDER_CASCADE, STATUSES, type OrderStatus, type StatusMachine, type StatusOf } from '../../../../common/order-states';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../graphql/context';
import { translate, type MessageKey } from '../../i18n/messages';
import { prepared, sql, sqlParams } from '../../db/sql';

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

export interface StatusMove<M extends StatusMachine = StatusMachine> {
  machine: M;
  to: StatusOf[M];
  rows: StatusRows<M>;
  /** The index of an earlier move of the same statement: these rows move only when that move's rows move (bookings follow their order). */
  follows?: number;
}

/**
 * A move of a booking or a payment on its own (a payment completing, failing or refunded; an
 * order moves only through moveOrder, which brings its bookings along): the rows are locked,
 * every move is checked against the transition tables of common/order-states.ts, and an illegal
 * one is refused with a translated CONFLICT naming both statuses. Rows already in `to` are left
 * alone. Returns the ids that moved.
 */
export async function moveStatus<M extends Exclude<StatusMachine, 'order'>>(ctx: ServiceContext, machine: M, to: StatusOf[M], rows: StatusRows<M>): Promise<string[]> {
  const [moved] = await moveStatuses(ctx, [{ machine, to, rows } as StatusMove]);
  return moved;
}

/**
 * Several moves (each on a different table: an order, its bookings, a payment) in one statement,
 * so one round trip: the rows are locked in the order given, and nothing moves when any one of
 * them is refused. Every order that moves gets a row in its history (order_events) in the same
 * statement, naming who moved it: the context's user or job. Returns the ids that moved, per move.
 */
export async function moveStatuses(ctx: ServiceContext, moves: readonly StatusMove[]): Promise<string[][]> {
  if (new Set(moves.map((move) => move.machine)).size !== moves.length) throw new Error('moveStatuses: one move per table (a statement cannot update a row twice)');
  const { values: params, param } = sqlParams();
  const plans = moves.map((move, i) => {
    const table = TABLE[move.machine];
    const [column, key] = 'id' in move.rows.where ? ['id', move.rows.where.id] : ['order_id', move.rows.where.orderId];
    // The statuses that may move to `to`.
    const legal = (STATUSES[move.machine] as readonly string[]).filter((status) => status !== move.to && canTransition(move.machine, status as never, move.to as never));
    const enter = ON_ENTER[`${move.machine}:${move.to}`];
    const [keyParam, toParam, legalParam] = [param(key), param(move.to), param(legal)];
    const from = move.rows.from ? ` AND status = ANY(${param(move.rows.from)})` : '';
    if (move.follows !== undefined && !(move.follows >= 0 && move.follows < i)) throw new Error('moveStatuses: a move follows an earlier move');
    const follows = move.follows === undefined ? '' : ` AND EXISTS (SELECT 1 FROM current${move.follows} WHERE status <> ${param(moves[move.follows].to)})`;
    // The history of each order that moves: from → to, who, when (the row's default).
    const history =
      move.machine === 'order'
        ? `history${i} AS (
         INSERT INTO order_events (order_id, kind, from_status, to_status, actor_user_id, actor_job)
         SELECT current${i}.id, 'status', current${i}.status, ${toParam}, ${param(ctx.user?.id ?? null)}::uuid, ${param(ctx.job)}::text FROM current${i} JOIN moved${i} ON moved${i}.id = current${i}.id)`
        : null;
    return {
      history,
      legal,
      current: `current${i} AS (SELECT id, status FROM ${table} WHERE ${column} = ${keyParam}${from}${follows} ORDER BY id FOR UPDATE)`,
      refused: `SELECT 1 FROM current${i} c WHERE c.status <> ${toParam} AND NOT (c.status = ANY(${legalParam}))`,
      moved: `moved${i} AS (
         UPDATE ${table} t SET status = ${toParam}${enter ? `, ${enter}` : ''}
           FROM current${i} WHERE t.id = current${i}.id AND current${i}.status = ANY(${legalParam}) AND NOT EXISTS (SELECT 1 FROM refused)
         RETURNING t.id)`,
      report: `SELECT ${i} AS move, current${i}.id, current${i}.status, moved${i}.id IS NOT NULL AS moved FROM current${i} LEFT JOIN moved${i} ON moved${i}.id = current${i}.id`,
    };
  });
  // One statement locks the rows (move by move, each table's rows by id), moves them only when
  // none of them is refused (so a refusal changes nothing, in a transaction or not), and reports each.
  const { rows: current } = await sql<{ move: number; id: string; status: string; moved: boolean }>(
    ctx,
    // Prepared: each caller's moves always give the same text.
    prepared(`WITH ${plans.map((plan) => plan.current).join(',\n')},
     refused AS (${plans.map((plan) => plan.refused).join(' UNION ALL ')}),
     ${plans.map((plan) => plan.moved).join(',\n')}${plans.map((plan) => (plan.history ? `,\n     ${plan.history}` : '')).join('')}
     ${plans.map((plan) => plan.report).join(' UNION ALL ')}
     ORDER BY move, id`),
    params,
  );
  for (const row of current) {
    const move = moves[row.move];
    if (row.status === move.to || plans[row.move].legal.includes(row.status)) continue;
    const name = (status: string) => translate(ctx.locale, `status.value.${status}` as MessageKey);
    throw new AppError('CONFLICT', ILLEGAL[move.machine], { from: name(row.status), to: name(move.to) });
  }
  return moves.map((_move, i) => current.filter((row) => row.move === i && row.moved).map((row) => row.id));
}

export interface MoveOrderOptions {
  /** Only while the order is in one of these statuses; otherwise nothing moves (and nothing follows). */
  from?: readonly OrderStatus[];
  /** Moves of other rows that belong in the same statement (the payment that confirmed the order), on tables the cascade leaves alone. */
  with?: readonly StatusMove<'booking' | 'payment'>[];
}

/**
 * The one entry point for changing an order's status: the order moves, its bookings and payments
 * follow as ORDER_CASCADE says (only when the order itself moves), and its history records the
 * move and who made it, all in one statement (moveStatuses). Returns the ids that moved, per
 * table.
 */
export async function moveOrder(ctx: ServiceContext, orderId: string, to: OrderStatus, options: MoveOrderOptions = {}): Promise<{ order: string[]; booking: string[]; payment: string[] }> {
  const cascade = ORDER_CASCADE[to];
  const moves: StatusMove[] = [{ machine: 'order', to, rows: { where: { id: orderId }, from: options.from } } satisfies StatusMove<'order'>];
  if (cascade.booking) moves.push({ machine: 'booking', to: cascade.booking.to, rows: { where: { orderId }, from: cascade.booking.from }, follows: 0 } satisfies StatusMove<'booking'>);
  if (cascade.payment) moves.push({ machine: 'payment', to: cascade.payment.to, rows: { where: { orderId }, from: cascade.payment.from }, follows: 0 } satisfies StatusMove<'payment'>);
  moves.push(...(options.with ?? []));
  const moved = await moveStatuses(ctx, moves);
  const ids = (machine: StatusMachine) => moves.flatMap((move, i) => (move.machine === machine ? moved[i] : []));
  return { order: ids('order'), booking: ids('booking'), payment: ids('payment') };
}
