import { ZNewCaptchaResponse, type TCaptchaType, type TNewCaptchaResponse } from '@city-parking/contract/auth/login';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * POST /api/auth/captcha: a fresh challenge of the kind asked for, for the same login, in the page's
 * language (the client's Accept-Language); neither picture nor question when none is demanded any more.
 */
export const newCaptcha = (login: string, captchaType: TCaptchaType): Promise<TNewCaptchaResponse> =>
  fetchAnswer('/api/auth/captcha', ZNewCaptchaResponse, { method: 'POST', body: { login: login.trim(), captchaType } });
