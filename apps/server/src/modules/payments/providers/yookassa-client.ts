import { z } from 'zod/mini';

/** YooKassa could not be reached or failed on its side: worth retrying later. */
export class ProviderUnreachable extends Error {}

/** YooKassa answered, but refused the request (4xx): retrying the same request will not help. */
export class ProviderRefused extends Error {}

const ZAmount = z.object({ value: z.string(), currency: z.string() });

/** The parts of YooKassa's payment object that decide anything here. */
const ZYooKassaPayment = z.object({
  id: z.string(),
  status: z.string(),
  amount: ZAmount,
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  confirmation: z.optional(z.object({ type: z.string(), confirmation_url: z.optional(z.string()) })),
});
export type YooKassaPayment = z.infer<typeof ZYooKassaPayment>;

const ZYooKassaRefund = z.object({ id: z.string(), status: z.string() });

export interface YooKassaSettings {
  apiUrl: string;
  shopId: string;
  secretKey: string;
}

const TIMEOUT_MS = 10_000;

/** Kopecks as YooKassa's amount value: roubles with exactly two decimals, no float rounding. */
export const yookassaValue = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/** YooKassa's amount value in kopecks; null for anything that is not plain roubles and kopecks. */
export function kopecksOfValue(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * YooKassa's REST API (v3): HTTP Basic with the shop id and secret key, an Idempotence-Key on every
 * request that creates something. The key never appears in errors or logs.
 */
export function yookassaClient({ apiUrl, shopId, secretKey }: YooKassaSettings) {
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const base = apiUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnreachable(`YooKassa ${method} ${path} failed: ${(error as Error).name}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    // 429 and 5xx are YooKassa's "try again later"; the idempotence key makes a retry safe.
    if (response.status === 429 || response.status >= 500) throw new ProviderUnreachable(`YooKassa ${method} ${path} answered ${response.status}`);
    if (!response.ok) {
      const code = typeof answer === 'object' && answer && 'code' in answer ? String(answer.code) : '';
      throw new ProviderRefused(`YooKassa ${method} ${path} answered ${response.status} ${code}`.trim());
    }
    return answer;
  }

  const parsed = <T>(schema: z.ZodMiniType<T>, answer: unknown, what: string): T => {
    const result = schema.safeParse(answer);
    if (!result.success) throw new ProviderUnreachable(`YooKassa answered an unexpected ${what}`);
    return result.data;
  };

  return {
    async createPayment(body: Record<string, unknown>, idempotenceKey: string): Promise<YooKassaPayment> {
      return parsed(ZYooKassaPayment, await call('POST', '/payments', body, idempotenceKey), 'payment');
    },

    async getPayment(id: string): Promise<YooKassaPayment> {
      return parsed(ZYooKassaPayment, await call('GET', `/payments/${encodeURIComponent(id)}`), 'payment');
    },

    /** The refund's status: `succeeded`, `pending` or `canceled`. */
    async createRefund(body: Record<string, unknown>, idempotenceKey: string): Promise<string> {
      return parsed(ZYooKassaRefund, await call('POST', '/refunds', body, idempotenceKey), 'refund').status;
    },
  };
}
export type YooKassaClient = ReturnType<typeof yookassaClient>;
