import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';

/** One request the stand-in received, as Stripe would see it. */
export interface StripeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The form-encoded body (stripe-node's encoding), or the query of a GET. */
  params: URLSearchParams;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'requires_confirmation' | 'canceled';
  amount: number;
  currency: string;
  payment_method: string | null;
  client_secret: string;
  customer: string | null;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  next_action: { type: 'use_stripe_sdk' } | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  failure_reason: string | null;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface FakeStripe {
  /** For STRIPE_API_URL (and, with /v3/ after it, STRIPE_JS_URL: the Stripe.js double). */
  url: string;
  calls: StripeCall[];
  intents: Map<string, FakePaymentIntent>;
  /** Refunds by id, as Stripe keeps them. */
  refunds: Map<string, FakeRefund>;
  /** What Stripe does when a refund fails after the fact (a closed card): the refund fails, refund.updated is sent. */
  failRefund(id: string, reason?: string): FakeRefund;
  /** A refund made in Stripe's dashboard, without the site: charge.refunded is sent. */
  refundInDashboard(paymentIntentId: string, amount: number): FakeRefund;
  /** Every event Stripe would have sent, oldest first (the Events list answers newest first, as Stripe's does). */
  events: FakeEvent[];
  /** Where events go as they happen (a webhook endpoint); unset: they are only listed. */
  deliver?: (event: FakeEvent) => Promise<void> | void;
  /** The event's JSON and a Stripe-Signature header for it, signed with `secret` as Stripe signs webhooks. */
  signed(event: FakeEvent, secret: string): { payload: string; signature: string };
  close(): Promise<void>;
}

/** Payment methods that behave like Stripe's test cards of the same names. */
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
/** Payment methods whose confirmation does not end at once: processing, or a 3-D Secure challenge (Stripe's 4000 0027 6000 3184). */
const OUTCOMES: Record<string, FakePaymentIntent['status']> = { pm_processing: 'processing', pm_card_authenticationRequired: 'requires_action' };

/** stripe-node's form encoding flattened back: `metadata[orderId]=x` becomes `{ orderId: 'x' }`. */
function nested(params: URLSearchParams, name: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = key.match(new RegExp(`^${name}\\[([^\\]]+)\\]$`));
    if (match) values[match[1]] = value;
  }
  return values;
}

/** The Stripe.js double (stripe-js-double.js), read when first asked for. */
let stripeJsDouble: string | undefined;
const STRIPE_JS_DOUBLE = () => (stripeJsDouble ??= readFileSync(path.join(__dirname, 'stripe-js-double.js'), 'utf8'));

/** The bank's 3-D Secure test page, as Stripe's test mode shows it: Complete or Fail, and the page that opened it is told. */
function challengePage(intentId: string): string {
  const id = JSON.stringify(intentId).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head>
<body style="font-family:sans-serif;padding:16px">
<h1 style="font-size:18px">3D Secure 2 Test Page</h1>
<p>This is a test payment that asks for authentication.</p>
<button type="button" data-outcome="complete" disabled>Complete</button> <button type="button" data-outcome="fail" disabled>Fail</button>
<script>
// The buttons are enabled once they answer: a click before this script ran did nothing at all.
for (const button of document.querySelectorAll('button')) {
  button.disabled = false;
  button.addEventListener('click', async () => {
    const outcome = button.dataset.outcome;
    await fetch('/v1/payment_intents/' + ${id} + '/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=' + outcome });
    parent.postMessage({ type: 'fake-stripe-3ds', intent: ${id}, outcome }, '*');
  });
}
</script></body></html>`;
}

/**
 * A stand-in for the Stripe API over HTTP, reached through STRIPE_API_URL (stripe-node's host,
 * port and protocol). PaymentIntents are created (confirmed at once when asked, as the one-step
 * checkout does, or left for the browser to confirm), kept, retrieved, confirmed and cancelled;
 * a 3-D Secure card leaves its intent `requires_action` until the challenge is completed or failed
 * (POST /v1/payment_intents/:id/authenticate, what the Stripe.js double's challenge frame calls).
 * Requests with an Idempotency-Key answer the first answer again, as Stripe does. Refunds are
 * kept (created, retrieved, listed by intent; failed later with failRefund, or made in the
 * dashboard with refundInDashboard). Every change is an event, listed by GET /v1/events and handed to `deliver`. Every
 * request is recorded. It also serves the Stripe.js double (GET /v3/) and its challenge page.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const events: FakeEvent[] = [];
  const refunds = new Map<string, FakeRefund>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  // Filled in once the server listens; `deliver` may be set by the test at any time.
  const fake: FakeStripe = {
    url: '',
    calls,
    intents,
    refunds,
    events,
    failRefund(id, reason = 'expired_or_canceled_card') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = 'failed';
      refund.failure_reason = reason;
      emit('refund.updated', refund);
      return refund;
    },
    refundInDashboard(paymentIntentId, amount) {
      return createRefund(intents.get(paymentIntentId)!, amount, {});
    },
    signed(event, secret) {
      const payload = JSON.stringify(event);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: async () => undefined,
  };

  const emit = (type: string, object: object) => {
    counter += 1;
    const event: FakeEvent = { id: `evt_fake_${counter}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: structuredClone(object) as Record<string, unknown> } };
    events.push(event);
    void Promise.resolve(fake.deliver?.(event)).catch(() => undefined);
  };
  /** A refund of an intent: succeeded at once (card refunds usually are), with charge.refunded (the charge's refunds so far) and refund.created. */
  const createRefund = (intent: FakePaymentIntent, amount: number, metadata: Record<string, string>): FakeRefund => {
    counter += 1;
    const refund: FakeRefund = { id: `re_fake_${counter}`, object: 'refund', status: 'succeeded', amount, currency: intent.currency, payment_intent: intent.id, metadata, failure_reason: null };
    refunds.set(refund.id, refund);
    emit('refund.created', refund);
    const given = [...refunds.values()].filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0);
    emit('charge.refunded', { id: `ch_fake_${intent.id}`, object: 'charge', payment_intent: intent.id, amount: intent.amount, amount_refunded: given, refunded: given >= intent.amount });
    return refund;
  };
  const fail = (intent: FakePaymentIntent, error: FakePaymentIntent['last_payment_error']) => {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    intent.next_action = null;
    emit('payment_intent.payment_failed', intent);
  };
  /** Confirms an intent with a payment method: declined, processing, waiting for 3-D Secure or succeeded. */
  const confirm = (intent: FakePaymentIntent, method: string | null): { status: number; body: unknown } => {
    intent.payment_method = method;
    const decline = method ? DECLINES[method] : undefined;
    if (decline) {
      fail(intent, decline);
      return { status: 402, body: { error: { type: 'card_error', ...decline, payment_intent: intent } } };
    }
    intent.last_payment_error = null;
    intent.status = (method && OUTCOMES[method]) || 'succeeded';
    intent.next_action = intent.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null;
    if (intent.status === 'succeeded') emit('payment_intent.succeeded', intent);
    if (intent.status === 'requires_action') emit('payment_intent.requires_action', intent);
    return { status: 200, body: intent };
  };

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${calls.length}`, 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify(body));
  };
  const invalid = (status: number, message: string, code = 'resource_missing') => ({ status, body: { error: { type: 'invalid_request_error', code, message } } });

  const route = (method: string, path: string, params: URLSearchParams): { status: number; body: unknown } => {
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1') return invalid(404, `No such path ${path}`);

    if (resource === 'payment_intents' && !id && method === 'POST') {
      counter += 1;
      const intentId = `pi_fake_${counter}`;
      const intent: FakePaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        status: 'requires_payment_method',
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? '',
        payment_method: null,
        client_secret: `${intentId}_secret_${counter}`,
        customer: params.get('customer'),
        setup_future_usage: params.get('setup_future_usage'),
        metadata: nested(params, 'metadata'),
        last_payment_error: null,
        next_action: null,
      };
      intents.set(intent.id, intent);
      emit('payment_intent.created', intent);
      if (params.get('confirm') !== 'true') return { status: 200, body: intent };
      const method = params.get('payment_method');
      // Off-session (no guest to answer the bank): a card that needs 3-D Secure fails with authentication_required.
      if (params.get('off_session') === 'true' && method && OUTCOMES[method] === 'requires_action') {
        const error = { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' };
        intent.payment_method = method;
        fail(intent, error);
        return { status: 402, body: { error: { type: 'card_error', ...error, payment_intent: intent } } };
      }
      return confirm(intent, method);
    }
    if (resource === 'payment_intents' && id) {
      const intent = intents.get(id);
      if (!intent) return invalid(404, `No such payment_intent: '${id}'`);
      if (method === 'GET') return { status: 200, body: intent };
      if (action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return invalid(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
        }
        intent.status = 'canceled';
        intent.next_action = null;
        emit('payment_intent.canceled', intent);
        return { status: 200, body: intent };
      }
      if (action === 'confirm') {
        if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
          return invalid(400, `This PaymentIntent's status is ${intent.status}.`, 'payment_intent_unexpected_state');
        }
        return confirm(intent, params.get('payment_method'));
      }
      // What the Stripe.js double's 3-D Secure frame answers: the bank's challenge passed or failed.
      if (action === 'authenticate') {
        if (intent.status !== 'requires_action') return invalid(400, `This PaymentIntent's status is ${intent.status}.`, 'payment_intent_unexpected_state');
        if (params.get('outcome') === 'complete') {
          intent.status = 'succeeded';
          intent.next_action = null;
          emit('payment_intent.succeeded', intent);
        } else {
          fail(intent, { code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' });
        }
        return { status: 200, body: intent };
      }
      return invalid(404, `No such path ${path}`);
    }
    if (resource === 'customers' && !id && method === 'POST') {
      counter += 1;
      return { status: 200, body: { id: `cus_fake_${counter}`, object: 'customer', email: params.get('email'), name: params.get('name') } };
    }
    if (resource === 'refunds' && !id && method === 'POST') {
      const intentId = params.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent) return invalid(404, `No such payment_intent: '${intentId}'`);
      if (intent.status !== 'succeeded') return invalid(400, `This PaymentIntent has no charge to refund.`, 'charge_not_refundable');
      return { status: 200, body: createRefund(intent, Number(params.get('amount') ?? intent.amount), nested(params, 'metadata')) };
    }
    if (resource === 'refunds' && id && method === 'GET') {
      const refund = refunds.get(id);
      return refund ? { status: 200, body: refund } : invalid(404, `No such refund: '${id}'`);
    }
    if (resource === 'refunds' && !id && method === 'GET') {
      const intentId = params.get('payment_intent');
      const data = [...refunds.values()].filter((refund) => !intentId || refund.payment_intent === intentId).reverse();
      return { status: 200, body: { object: 'list', url: '/v1/refunds', data, has_more: false } };
    }
    if (resource === 'events' && !id && method === 'GET') {
      // Newest first, as Stripe lists; created[gte] and starting_after page through them.
      const since = Number(params.get('created[gte]') ?? 0);
      const limit = Number(params.get('limit') ?? 10);
      let newest = events.filter((event) => event.created >= since).reverse();
      const after = params.get('starting_after');
      if (after) newest = newest.slice(newest.findIndex((event) => event.id === after) + 1);
      return { status: 200, body: { object: 'list', url: '/v1/events', data: newest.slice(0, limit), has_more: newest.length > limit } };
    }
    return invalid(404, `No such path ${path}`);
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.fake');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST' });
        return res.end();
      }
      // The Stripe.js double and its 3-D Secure challenge page, for the browser tests (STRIPE_JS_URL = url + '/v3/').
      if (req.method === 'GET' && url.pathname === '/v3/') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(STRIPE_JS_DOUBLE());
      }
      if (req.method === 'GET' && url.pathname === '/v3/challenge') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(challengePage(url.searchParams.get('intent') ?? ''));
      }
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      const method = req.method ?? 'GET';
      calls.push({ method, path: url.pathname, headers, params });
      const key = method === 'POST' ? headers['idempotency-key'] : undefined;
      const replay = key ? replies.get(`${url.pathname} ${key}`) : undefined;
      if (replay) return answer(res, replay.status, replay.body);
      const reply = route(method, url.pathname, params);
      // Stripe keeps the first answer under a key, except for errors of the request itself.
      if (key && reply.status < 500) replies.set(`${url.pathname} ${key}`, structuredClone(reply));
      return answer(res, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
