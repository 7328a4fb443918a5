import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake gateway was asked to send. */
export interface CapturedSms {
  to: string;
  msg: string;
  from: string | null;
}
export interface CapturedCall {
  phone: string;
  /** The 4 digits the fake "calling number" ends with. */
  code: string;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const params = new URLSearchParams(new URL(request.url ?? '/', 'http://x').search);
  for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params.set(key, value);
  return params;
}

const json = (response: ServerResponse, body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A local stand-in for SMS.ru's HTTP API (`/sms/send`, `/code/call`, JSON answers) on 127.0.0.1 and
 * a free port. It checks api_id, keeps every SMS, answers calls with a code of its own choosing, and
 * can be told to answer ERROR as the real gateway does (no money, a blocked number).
 */
export async function startSmsRuFake({ apiId }: { apiId: string }) {
  const sms: CapturedSms[] = [];
  const calls: CapturedCall[] = [];
  let failure: { status_code: number; status_text: string } | null = null;

  const server = createServer((request, response) => {
    void (async () => {
      const form = await formOf(request);
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (form.get('api_id') !== apiId) return json(response, { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
      if (failure) return json(response, { status: 'ERROR', ...failure });
      if (path === '/sms/send') {
        const to = form.get('to') ?? '';
        sms.push({ to, msg: form.get('msg') ?? '', from: form.get('from') });
        return json(response, {
          status: 'OK',
          status_code: 100,
          sms: { [to]: { status: 'OK', status_code: 100, sms_id: `000000-${sms.length}` } },
          balance: 100,
        });
      }
      if (path === '/code/call') {
        const code = String(randomInt(10_000)).padStart(4, '0');
        calls.push({ phone: form.get('phone') ?? '', code });
        return json(response, { status: 'OK', code, call_id: `000000-${calls.length}`, cost: 0.4, balance: 100 });
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sms,
    calls,
    lastSmsTo: (phone: string) => sms.findLast((m) => m.to === phone),
    lastCallTo: (phone: string) => calls.findLast((c) => c.phone === phone),
    /** Every request answers ERROR with this status until `fail(null)`. */
    fail(status: { status_code: number; status_text: string } | null) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmsRuFake = Awaited<ReturnType<typeof startSmsRuFake>>;
