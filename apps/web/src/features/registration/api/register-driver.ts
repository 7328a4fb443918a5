import { ZRegistrationResponse, type TRegistrationRequest } from '@city-parking/contract/auth/registration';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/registration-v2: answers the token that the confirmation steps go on with. */
export const registerDriver = async (input: TRegistrationRequest) =>
  (await fetchAnswer('/api/auth/registration-v2', ZRegistrationResponse, { method: 'POST', body: { ...input } })).token;
