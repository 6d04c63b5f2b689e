import { featureModule } from '../feature-module';
import { HOUR, MINUTE, recurring } from '../../jobs/jobs.service';
import { jobContext } from '../../graphql/context';
import { BALANCE_REMINDERS_JOB, MARK_OVERDUE_JOB, markOverdueOrders, sendBalanceReminders } from './order-jobs';
import { expireHolds, HOLD_EXPIRY_JOB, SETTLE_REFUNDS_JOB, settlePendingRefunds } from './order-payments';
import { ordersMessages } from './orders.messages';
import { InstalmentResolver, OrderResolver } from './order.resolver';
import { OrderStaffFieldsResolver, UserOrdersResolver } from './order-staff.resolver';
import { OrderInstalment } from './order-instalment.entity';
import { Order } from './order.entity';
import { OrderExtra } from './order-extra.entity';
import { orderRoutes } from './order.rest';
import { PaymentStaffFieldsResolver, UserPaymentsResolver } from './payment-staff.resolver';
import { paymentWebhookRoutes } from './payment-webhook.rest';
import { expireOpenIntents } from './payment-settlement';
import { CHARGE_BALANCES_JOB, chargeDueBalances } from './off-session';
import { RELEASE_DAMAGE_DEPOSITS_JOB, releaseDamageDeposits } from './damage-deposit.service';

export const ordersModule = featureModule('orders', {
  resolvers: [OrderResolver, InstalmentResolver, OrderStaffFieldsResolver, UserOrdersResolver, PaymentStaffFieldsResolver, UserPaymentsResolver],
  entities: [Order, OrderExtra, OrderInstalment],
  routes: orderRoutes,
  // The payment provider's webhook confirms or cancels orders; it needs the raw body for its signature.
  rawBodyRoutes: paymentWebhookRoutes,
  messages: ordersMessages,
  jobs: [
    // Checkout holds that ran out unpaid free their dates (checkout and calendars also expire a villa's holds before checking it).
    // A hold whose browser payment never ended is cancelled at the provider first (expireOpenIntents).
    recurring(HOLD_EXPIRY_JOB, MINUTE, async ({ db, config }) => {
      const ctx = jobContext(db.manager, HOLD_EXPIRY_JOB);
      return (await expireHolds(ctx)) + (await expireOpenIntents({ ...ctx, config }));
    }),
    recurring(BALANCE_REMINDERS_JOB, HOUR, ({ db, config }) => sendBalanceReminders(db, config)),
    recurring(MARK_OVERDUE_JOB, HOUR, ({ db }) => markOverdueOrders(db)),
    // Saved cards (with the guest's consent) are charged their balance on its due date.
    recurring(CHARGE_BALANCES_JOB, HOUR, ({ db, config }, payload) => chargeDueBalances(db, config, isoDay(payload.today))),
    // Held damage deposits go back DAMAGE_DEPOSIT_RELEASE_DAYS after the last check-out unless staff claimed first.
    recurring(RELEASE_DAMAGE_DEPOSITS_JOB, HOUR, ({ db, config }, payload) => releaseDamageDeposits(db, config, isoDay(payload.today))),
    // Refunds the provider could not make at once are tried again.
    recurring(SETTLE_REFUNDS_JOB, 5 * MINUTE, ({ db, config }) => settlePendingRefunds(db, config)),
  ],
});

/** A job payload's `today` (the test hooks run a job on a given day), or undefined for the business today. */
function isoDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
