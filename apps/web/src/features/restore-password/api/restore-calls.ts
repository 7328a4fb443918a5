import { z } from 'zod/mini';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

const ZOk = z.object({ status: z.literal('ok') });

export const restoreCalls = {
  sendEmail: (email: string) => fetchAnswer('/api/profile/restore-password/send-email', ZOk, { query: { email: email.trim() } }),
  byPhone: (phone: string) => fetchAnswer('/api/profile/restore-password-v2/change', ZOk, { method: 'PUT', body: { login: phone.trim(), type: 'phone' } }),
  check: (code: string) => fetchAnswer('/api/profile/restore-password/check', ZOk, { query: { token: code.trim() } }),
  change: (code: string, pass: string) => fetchAnswer('/api/profile/restore-password/change', ZOk, { method: 'PUT', body: { token: code.trim(), pass } }),
};
