import { ZOperatorLoginResponse, type TOperatorLoginRequest } from '@city-parking/contract/operator/operator-login';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/operator/login/v1; errors (with a captcha once one is demanded) arrive as ApiError. */
export async function operatorLogin({ email, password, captcha, captchaType }: TOperatorLoginRequest) {
  return fetchAnswer('/api/operator/login/v1', ZOperatorLoginResponse, {
    method: 'POST',
    json: true,
    body: { email: email.trim(), password, ...(captcha ? { captcha: captcha.trim() } : {}), ...(captchaType ? { captchaType } : {}) },
  });
}
