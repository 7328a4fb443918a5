import { z } from 'zod/mini';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

const ZYandexAnswer = z.object({ status: z.literal('ok'), result: z.object({ token: z.string().check(z.minLength(1)) }) });

/** The password (and the captcha, when demanded) of the existing account that Yandex ID is linked to. */
export interface LinkProof {
  password: string;
  captcha?: string;
}

/**
 * GET /backend/v2/yandexID: the Yandex access token for the service's own token. An account with the
 * same e-mail or phone answers ConfirmLinkWithPassword; its password then goes in a POST's body.
 */
export async function yandexLogin(accessToken: string, proof?: LinkProof): Promise<string> {
  if (!proof) return (await fetchAnswer('/backend/v2/yandexID', ZYandexAnswer, { query: { token: accessToken } })).result.token;
  const body = { token: accessToken, password: proof.password, ...(proof.captcha ? { captcha: proof.captcha.trim() } : {}) };
  return (await fetchAnswer('/backend/v2/yandexID', ZYandexAnswer, { method: 'POST', body })).result.token;
}

/** Opens Yandex ID's consent page in a popup; the callback page posts the access token back. */
export function openYandexConsent(clientId: string): Promise<string> {
  const redirect = `${window.location.origin}/callback/YandexLogin.html`;
  const url = `https://oauth.yandex.ru/authorize?${new URLSearchParams({ response_type: 'token', client_id: clientId, redirect_uri: redirect })}`;
  const popup = window.open(url, 'yandex-id', 'width=600,height=720');
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ type?: string; accessToken?: string | null; error?: string | null }>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'yandex-id') return;
      window.removeEventListener('message', onMessage);
      if (event.data.accessToken) resolve(event.data.accessToken);
      else reject(new Error(event.data.error ?? 'no access token'));
    };
    window.addEventListener('message', onMessage);
    if (!popup) {
      window.removeEventListener('message', onMessage);
      reject(new Error('the popup was blocked'));
    }
  });
}
