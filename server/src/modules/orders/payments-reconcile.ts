import { deriveContext } from '../../graphql/context';
import { paymentProviderFor } from '../payments/payment-provider';
import { applyPaymentEvent } from './payment-webhook.service';
import type { SettleContext } from './payment-settlement';

/** Who acts, in an order's history, when the reconcile script applies an event the webhook missed. */
export const RECONCILE_ACTOR = 'payments.reconcile';

export interface ReconcileSummary {
  /** Events the provider listed since the time asked. */
  listed: number;
  /** Of those, events that changed an order now: the webhook had missed them. */
  applied: number;
  /** Events the webhook (or an earlier run) had already applied. */
  alreadyApplied: number;
}

/**
 * `npm run payments:reconcile -- --since <ISO time>`: every event the provider has created since
 * then, oldest first, goes through the webhook's own path (applyPaymentEvent): an event the site
 * missed is applied (by the payment as the provider has it now), one it had is skipped. Safe to run
 * at any time and as often as wanted, beside the live webhook.
 */
export async function reconcilePayments(ctx: SettleContext, since: Date): Promise<ReconcileSummary> {
  const provider = paymentProviderFor(ctx.config);
  const summary: ReconcileSummary = { listed: 0, applied: 0, alreadyApplied: 0 };
  if (!provider.listEvents) return summary;
  const actor = deriveContext(ctx, { user: null, job: RECONCILE_ACTOR });
  for await (const event of provider.listEvents(since)) {
    summary.listed += 1;
    const { duplicate, applied } = await applyPaymentEvent(actor, event);
    if (duplicate) summary.alreadyApplied += 1;
    if (applied) summary.applied += 1;
  }
  return summary;
}
