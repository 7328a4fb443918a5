import { ZLoginResponse } from '@city-parking/contract/auth/login';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export interface LoginInput {
  login: string;
  password: string;
  captcha?: string;
}

export interface SignIn {
  token: string;
  /** Signed in with a restore call's one-time password: the token only sets a new password. */
  changePassword: boolean;
}

/** POST /api/auth/login-v5; errors (with a captcha image when one is demanded) arrive as ApiError. */
export async function login({ login, password, captcha }: LoginInput): Promise<SignIn> {
  const answer = await fetchAnswer('/api/auth/login-v5', ZLoginResponse, {
    method: 'POST',
    body: { login: login.trim(), password, ...(captcha ? { captcha: captcha.trim() } : {}) },
  });
  return { token: answer.id_session, changePassword: answer.changePassword === true };
}
