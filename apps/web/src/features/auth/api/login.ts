import { ZLoginResponse, type TCaptchaType } from '@city-parking/contract/auth/login';
import { ApiError } from '@/lib/http/api-error.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export interface LoginInput {
  login: string;
  password: string;
  captcha?: string;
  /** The kind of captcha an answer that demands one should carry (a picture unless asked). */
  captchaType?: TCaptchaType;
}

export interface SignIn {
  token: string;
  /** Signed in with a restore call's one-time password: the token only sets a new password. */
  changePassword: boolean;
}

/** POST /api/auth/login-v5; errors (with a captcha picture or question when one is demanded) arrive as ApiError. */
export async function login({ login, password, captcha, captchaType }: LoginInput): Promise<SignIn> {
  const answer = await fetchAnswer('/api/auth/login-v5', ZLoginResponse, {
    method: 'POST',
    body: { login: login.trim(), password, ...(captcha ? { captcha: captcha.trim() } : {}), ...(captchaType ? { captchaType } : {}) },
  }).catch((error: unknown) => {
    // The spec's sign-in says a failure on the network («Request error») as a wrong login or
    // password, the text of its `error`, not the other calls' «server unreachable».
    throw error instanceof ApiError && error.errorName === 'Request error' ? new ApiError('error') : error;
  });
  return { token: answer.id_session, changePassword: answer.changePassword === true };
}
