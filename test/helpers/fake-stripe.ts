import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';
  amount: number;
  currency: string;
  payment_method: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  calls: StripeCall[];
  intents: Map<string, FakePaymentIntent>;
  close(): Promise<void>;
}

/** Payment methods that behave like Stripe's test cards of the same names. */
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
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

/**
 * A stand-in for the Stripe API over HTTP, reached through STRIPE_API_URL (stripe-node's host,
 * port and protocol): PaymentIntents are created (confirmed at once, as the checkout asks),
 * kept, retrieved and cancelled; refunds are accepted. The test cards' payment methods decline,
 * stay processing or ask for 3-D Secure as Stripe's do. Every request is recorded.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  let counter = 0;

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${calls.length}` });
    res.end(JSON.stringify(body));
  };
  const invalid = (res: http.ServerResponse, message: string) => answer(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.fake');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      calls.push({ method: req.method ?? 'GET', path: url.pathname, headers, params });
      const [, version, resource, id, action] = url.pathname.split('/');
      if (version !== 'v1') return invalid(res, `No such path ${url.pathname}`);

      if (resource === 'payment_intents' && !id && req.method === 'POST') {
        const method = params.get('payment_method');
        const decline = method ? DECLINES[method] : undefined;
        if (decline) return answer(res, 402, { error: { type: 'card_error', ...decline } });
        counter += 1;
        const intent: FakePaymentIntent = {
          id: `pi_fake_${counter}`,
          object: 'payment_intent',
          status: (method && OUTCOMES[method]) || 'succeeded',
          amount: Number(params.get('amount')),
          currency: params.get('currency') ?? '',
          payment_method: method,
          metadata: nested(params, 'metadata'),
        };
        intents.set(intent.id, intent);
        return answer(res, 200, intent);
      }
      if (resource === 'payment_intents' && id) {
        const intent = intents.get(id);
        if (!intent) return invalid(res, `No such payment_intent: '${id}'`);
        if (action === 'cancel' && req.method === 'POST') intent.status = 'canceled';
        return answer(res, 200, intent);
      }
      if (resource === 'refunds' && req.method === 'POST') {
        const intentId = params.get('payment_intent') ?? '';
        if (!intents.has(intentId)) return invalid(res, `No such payment_intent: '${intentId}'`);
        counter += 1;
        return answer(res, 200, { id: `re_fake_${counter}`, object: 'refund', status: 'succeeded', payment_intent: intentId, amount: Number(params.get('amount') ?? intents.get(intentId)?.amount) });
      }
      return invalid(res, `No such path ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
