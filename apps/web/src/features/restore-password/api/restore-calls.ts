import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZRestoreChangeResponse } from '@city-parking/contract/auth/restore';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const restoreCalls = {
  sendEmail: (email: string) => fetchAnswer('/api/profile/restore-password/send-email', ZOkAnswer, { query: { email: email.trim() } }),
  byPhone: (phone: string) => fetchAnswer('/api/profile/restore-password-v2/change', ZOkAnswer, { method: 'PUT', body: { login: phone.trim(), type: 'phone' } }),
  check: (code: string) => fetchAnswer('/api/profile/restore-password/check', ZOkAnswer, { query: { token: code.trim() } }),
  /** `code` is the e-mail's code, or the token of a sign-in with a restore call's digits (answers a session). */
  change: (code: string, pass: string) => fetchAnswer('/api/profile/restore-password/change', ZRestoreChangeResponse, { method: 'PUT', body: { token: code.trim(), pass } }),
};
