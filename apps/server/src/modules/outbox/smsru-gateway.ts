import type { Config } from '../../config.ts';

type SmsRuConfig = Pick<Config, 'SMSRU_API_ID' | 'SMSRU_API_URL' | 'SMSRU_FROM'>;

/** SMS and confirmation calls through one gateway. */
export interface SmsGateway {
  sendSms(to: string, text: string): Promise<void>;
  /** Places a confirmation call and answers the 4 digits its calling number ends with. */
  call(to: string): Promise<string>;
}

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  code?: string | number;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string }>;
}

/** A refusal of the gateway; its text names SMS.ru's status, never the api_id. */
const refused = (what: string, answer: { status_code?: number; status_text?: string } | undefined) =>
  new Error(`SMS.ru refused the ${what}: ${answer?.status_code ?? 'no status'} ${answer?.status_text ?? ''}`.trim());

/**
 * SMS.ru's HTTP API (https://sms.ru/api): `sms/send` and `code/call`, answered as JSON. A request is
 * done only when its `status` (and for an SMS the recipient's own status) is "OK". The api_id goes in
 * the POST body, not the URL, so it stays out of proxies' access logs.
 */
export function smsRuGateway(config: SmsRuConfig): SmsGateway | null {
  const apiId = config.SMSRU_API_ID;
  if (!apiId) return null;
  const base = config.SMSRU_API_URL.replace(/\/+$/, '');

  async function post(path: string, params: Record<string, string>): Promise<SmsRuAnswer> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ api_id: apiId!, json: '1', ...params }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`SMS.ru answered HTTP ${response.status}`);
    return (await response.json()) as SmsRuAnswer;
  }

  return {
    async sendSms(to, text) {
      const answer = await post('/sms/send', { to, msg: text, ...(config.SMSRU_FROM ? { from: config.SMSRU_FROM } : {}) });
      if (answer.status !== 'OK') throw refused('SMS', answer);
      const recipient = answer.sms?.[to];
      if (recipient?.status !== 'OK') throw refused('SMS', recipient);
    },

    async call(to) {
      // ip=-1: the driver's address is not passed on (SMS.ru's documented value for "unknown").
      const answer = await post('/code/call', { phone: to, ip: '-1' });
      if (answer.status !== 'OK') throw refused('call', answer);
      const code = String(answer.code ?? '');
      if (!/^\d{4}$/.test(code)) throw new Error('SMS.ru answered a call without its 4-digit code');
      return code;
    },
  };
}
