import { ZCorpLoginResponse } from '@city-parking/contract/corporate/corp-login';
import type { TCaptchaType } from '@city-parking/contract/auth/login';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export interface CorpLoginInput {
  inn: string;
  contractNumber: string;
  captcha?: string;
  captchaType?: TCaptchaType;
}

/** POST /api/auth/login-corp-v1: the coop token; refusals (with a captcha when one is demanded) arrive as ApiError. */
export async function corpLogin({ inn, contractNumber, captcha, captchaType }: CorpLoginInput): Promise<string> {
  const answer = await fetchAnswer('/api/auth/login-corp-v1', ZCorpLoginResponse, {
    method: 'POST',
    json: true,
    body: { inn: inn.trim(), contractNumber: contractNumber.trim(), ...(captcha ? { captcha: captcha.trim() } : {}), ...(captchaType ? { captchaType } : {}) },
  });
  return answer.id_session;
}

/** The key the server counts a company's failed sign-ins under, for a fresh captcha of the same sign-in. */
export const corpCaptchaLogin = (inn: string) => `company:${inn.trim()}`;
