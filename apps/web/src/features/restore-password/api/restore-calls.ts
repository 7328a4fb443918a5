import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';


export const restoreCalls = {
  sendEmail: (email: string) => fetchAnswer('/api/profile/restore-password/send-email', ZOkAnswer, { query: { email: email.trim() } }),
  byPhone: (phone: string) => fetchAnswer('/api/profile/restore-password-v2/change', ZOkAnswer, { method: 'PUT', body: { login: phone.trim(), type: 'phone' } }),
  check: (code: string) => fetchAnswer('/api/profile/restore-password/check', ZOkAnswer, { query: { token: code.trim() } }),
  change: (code: string, pass: string) => fetchAnswer('/api/profile/restore-password/change', ZOkAnswer, { method: 'PUT', body: { token: code.trim(), pass } }),
};
