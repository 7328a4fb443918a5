import { ZSendCodeResponse } from '@city-parking/contract/profile/contact-calls';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/profile/send-email-code: a new e-mail; the current password is asked for, as for a new main phone. */
export const sendEmailCode = async (email: string, currentpass: string) =>
  (
    await fetchAnswer('/api/profile/send-email-code', ZSendCodeResponse, {
      method: 'POST',
      body: { token: tokenStore.get('standart'), email, edit: true, currentpass },
    })
  ).token;
