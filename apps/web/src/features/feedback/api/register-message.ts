import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { authorization } from './authorization.ts';

/** POST /api/appealProcessing/messageRegistration/v1: the driver writes in one of their appeals. */
export async function registerMessage(idAppeal: number, message: string): Promise<void> {
  await fetchAnswer('/api/appealProcessing/messageRegistration/v1', ZOkAnswer, {
    method: 'POST',
    body: { idAppeal, message },
    headers: authorization(),
  });
}
