import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZSendCodeResponse } from '@city-parking/contract/profile/contact-calls';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

const token = () => tokenStore.get('standart');

/** The signed-in driver's own calls; the token goes with each one. */
export const profileCalls = {
  changeProfile: (names: { firstname?: string; lastname?: string; middlename?: string }) =>
    fetchAnswer('/api/profile/change-profile', ZOkAnswer, { method: 'PUT', body: { token: token(), ...names } }),
  changePassword: (currentpass: string, pass: string) => fetchAnswer('/api/profile/change-password', ZOkAnswer, { method: 'PUT', body: { token: token(), currentpass, pass } }),
  /** A new e-mail; the current password is asked for, as for a new main phone. */
  sendEmailCode: async (email: string, currentpass: string) =>
    (await fetchAnswer('/api/profile/send-email-code', ZSendCodeResponse, { method: 'POST', body: { token: token(), email, edit: true, currentpass } })).token,
  /** edit: the new phone replaces the main one (currentpass needed); otherwise it is added. */
  sendSmsCode: async (phone: string, edit: boolean, currentpass?: string) =>
    (await fetchAnswer('/api/profile/send-sms-code', ZSendCodeResponse, { method: 'POST', body: { token: token(), phone, edit, ...(currentpass === undefined ? {} : { currentpass }) } })).token,
  confirmEmail: (changeToken: string, code: string) => fetchAnswer('/api/auth/confirm-email', ZOkAnswer, { method: 'POST', body: { token: changeToken, code: code.trim() } }),
  confirmPhone: (changeToken: string, code: string) => fetchAnswer('/api/auth/confirm-phone', ZOkAnswer, { method: 'POST', body: { token: changeToken, code: code.trim() } }),
  deletePhone: (phone: string) => fetchAnswer('/api/profile/delete-phone', ZOkAnswer, { method: 'DELETE', body: { token: token(), phone } }),
  setMainPhone: (phone: string, currentpass: string) => fetchAnswer('/api/profile/set-main-phone', ZOkAnswer, { method: 'PUT', body: { token: token(), phone, currentpass } }),
};
