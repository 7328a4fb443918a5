import { ZAppealRegistrationResponse } from '@city-parking/contract/feedback/appeals';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { authorization } from './authorization.ts';

/** What the form sends: the spec's payload, and the contested fine's UIN when one is attached. */
export interface AppealInput {
  idSubject: string;
  message: string;
  phone: string;
  email: string;
  fineUin?: string;
}

/** POST /api/appealProcessing/appealRegistration/v1: opens an appeal with its first message; answers the server's userMessage. */
export async function registerAppeal(input: AppealInput): Promise<{ idAppeal: number; userMessage: string }> {
  const { idAppeal, userMessage } = await fetchAnswer('/api/appealProcessing/appealRegistration/v1', ZAppealRegistrationResponse, {
    method: 'POST',
    body: { ...input, message: input.message.trim() },
    headers: authorization(),
  });
  return { idAppeal, userMessage };
}
