import { ZLoginResponse } from '@city-parking/contract/auth/login';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export interface LoginInput {
  login: string;
  password: string;
  captcha?: string;
}

/** POST /api/auth/login-v5; errors (with a captcha image when one is demanded) arrive as ApiError. */
export async function login({ login, password, captcha }: LoginInput): Promise<string> {
  const answer = await fetchAnswer('/api/auth/login-v5', ZLoginResponse, {
    method: 'POST',
    body: { login: login.trim(), password, ...(captcha ? { captcha: captcha.trim() } : {}) },
  });
  return answer.id_session;
}
