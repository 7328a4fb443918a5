import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as the fake keeps it, in YooKassa's own shape. */
export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, unknown>;
  payment_method_data?: Record<string, unknown>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
}

/** One request the fake received (the Authorization header is never recorded). */
export interface FakeCall {
  method: string;
  path: string;
  idempotenceKey: string | undefined;
  body: unknown;
  /** False when the Basic credentials were wrong; such a call was answered 401 and changed nothing. */
  authorized: boolean;
}

export interface YooKassaFake {
  /** The API base, for YOOKASSA_API_URL. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  calls: FakeCall[];
  payments: Map<string, FakePayment>;
  refunds: { id: string; payment_id: string; amount: { value: string; currency: string }; status: string }[];
  /** What the API answers for a payment from now on (a test's stand-in for the payer's action). */
  setStatus(id: string, status: FakePayment['status'], patch?: Partial<FakePayment>): void;
  /** While true, refunds answer 500 (YooKassa's "try again later"). */
  failRefunds: boolean;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
};

const send = (response: ServerResponse, code: number, body: unknown) => {
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A local stand-in for YooKassa's REST API v3 on 127.0.0.1 and a free port: create and get payments,
 * create refunds, with HTTP Basic (shop id and secret key) and Idempotence-Key checks as YooKassa
 * makes them. A repeated key answers the first result.
 */
export async function startYooKassaFake({ shopId = 'shop-1', secretKey = 'test_secret-key' } = {}): Promise<YooKassaFake> {
  const expected = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const byKey = new Map<string, unknown>();
  const fake: Omit<YooKassaFake, 'apiUrl' | 'close'> = {
    shopId,
    secretKey,
    calls: [],
    payments: new Map(),
    refunds: [],
    failRefunds: false,
    setStatus(id, status, patch = {}) {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`the fake has no payment ${id}`);
      Object.assign(payment, patch, { status });
    },
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/v3/, '');
      const idempotenceKey = request.headers['idempotence-key'] as string | undefined;
      let malformed = false;
      const body = await readBody(request).catch(() => {
        malformed = true;
        return undefined;
      });
      const authorized = request.headers.authorization === expected;
      fake.calls.push({ method: request.method ?? '', path, idempotenceKey, body, authorized });
      if (!authorized) return send(response, 401, { type: 'error', code: 'invalid_credentials' });
      if (malformed) return send(response, 400, { type: 'error', code: 'invalid_request' });

      if (request.method === 'POST') {
        if (!idempotenceKey) return send(response, 400, { type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });
        const first = byKey.get(`${path}:${idempotenceKey}`);
        if (first) return send(response, 200, first);
        if (path === '/payments') {
          const id = randomUUID();
          const confirmation = body?.confirmation as { return_url: string };
          const payment: FakePayment = {
            id,
            status: 'pending',
            amount: body?.amount as FakePayment['amount'],
            description: body?.description as string,
            metadata: body?.metadata as Record<string, unknown>,
            ...(body?.payment_method_data ? { payment_method_data: body.payment_method_data as Record<string, unknown> } : {}),
            confirmation: {
              type: 'redirect',
              return_url: confirmation.return_url,
              confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
            },
          };
          fake.payments.set(id, payment);
          byKey.set(`${path}:${idempotenceKey}`, payment);
          return send(response, 200, payment);
        }
        if (path === '/refunds') {
          if (fake.failRefunds) return send(response, 500, { type: 'error', code: 'internal_server_error' });
          const payment = fake.payments.get(String(body?.payment_id));
          if (!payment || payment.status !== 'succeeded') return send(response, 400, { type: 'error', code: 'invalid_request' });
          const refund = { id: randomUUID(), payment_id: payment.id, amount: body?.amount as FakePayment['amount'], status: 'succeeded' };
          fake.refunds.push(refund);
          byKey.set(`${path}:${idempotenceKey}`, refund);
          return send(response, 200, refund);
        }
      }
      const match = /^\/payments\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const payment = fake.payments.get(match[1]!);
        return payment ? send(response, 200, payment) : send(response, 404, { type: 'error', code: 'not_found' });
      }
      return send(response, 404, { type: 'error', code: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
