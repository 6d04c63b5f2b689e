import type { OwnerStatement } from './owner.types';

/** An adjustment as stored: what changed for one stay of a closed month (net, commission and refunds of the change). */
export interface StatementAdjustmentData {
  bookingId: string;
  reference: string;
  /** The closed month the stay belongs to. */
  month: string;
  rent: number;
  refunds: number;
  commission: number;
  /** The change of the net. */
  amount: number;
}

/** A statement before its adjustments are described in a language: what is frozen when a month closes. */
export interface StatementData extends Omit<OwnerStatement, 'adjustments'> {
  adjustments: StatementAdjustmentData[];
}
