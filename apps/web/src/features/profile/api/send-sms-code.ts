import { ZSendCodeResponse } from '@city-parking/contract/profile/contact-calls';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * POST /api/profile/send-sms-code. edit: the new phone replaces the main one (currentpass needed);
 * otherwise it is added. isReply: the city's SMS-reply setting (the caller makes no call without it).
 */
export const sendSmsCode = async (phone: string, edit: boolean, isReply: boolean, currentpass?: string) =>
  (
    await fetchAnswer('/api/profile/send-sms-code', ZSendCodeResponse, {
      method: 'POST',
      body: { token: tokenStore.get('standart'), phone, edit, isReply, ...(currentpass === undefined ? {} : { currentpass }) },
    })
  ).token;
