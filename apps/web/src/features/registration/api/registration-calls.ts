import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZConfirmResponse, ZRegistrationResponse, type TRegistrationRequest } from '@city-parking/contract/auth/registration';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';


/** The calls of the three registration steps; each resolves or throws ApiError with the errorName. */
export const registrationCalls = {
  register: async (input: TRegistrationRequest) => (await fetchAnswer('/api/auth/registration-v2', ZRegistrationResponse, { method: 'POST', body: { ...input } })).token,
  confirmPhone: (token: string, code: string) => fetchAnswer('/api/auth/confirm-phone', ZConfirmResponse, { method: 'POST', body: { token, code: code.trim() } }),
  confirmEmail: (token: string, code: string) => fetchAnswer('/api/auth/confirm-email', ZConfirmResponse, { method: 'POST', body: { token, code: code.trim() } }),
  resend: (token: string, target: 'phone' | 'email') => fetchAnswer('/api/auth/resend-code', ZOkAnswer, { method: 'POST', body: { token, target } }),
  changePhone: (token: string, phone: string) => fetchAnswer('/api/auth/change-phone', ZOkAnswer, { method: 'POST', body: { token, phone } }),
};
