import { ZOperatorLoginResponse, ZOperatorSignedIn, type TOperatorLoginRequest } from '@city-parking/contract/operator/operator-login';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/operator/login/v1: the password step, answering the second step; errors (with a captcha once one is demanded) arrive as ApiError. */
export async function operatorLogin({ email, password, captcha, captchaType }: TOperatorLoginRequest) {
  return fetchAnswer('/api/operator/login/v1', ZOperatorLoginResponse, {
    method: 'POST',
    json: true,
    body: { email: email.trim(), password, ...(captcha ? { captcha: captcha.trim() } : {}), ...(captchaType ? { captchaType } : {}) },
  });
}

/** POST /api/operator/login/code/v1 or …/enrol/v1: the second step's code; the desk's token on success. */
export async function operatorSecondStep(step: 'code' | 'enrol', pending: string, code: string) {
  return fetchAnswer(`/api/operator/login/${step}/v1`, ZOperatorSignedIn, { method: 'POST', json: true, body: { pending, code: code.trim() } });
}
