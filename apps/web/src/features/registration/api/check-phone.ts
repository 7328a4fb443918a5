import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ApiError } from '@/lib/http/api-error.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/check-phone: ok when the phone is free, UserExists when a driver has it; any other failure is thrown. */
export async function isPhoneTaken(phone: string): Promise<boolean> {
  try {
    await fetchAnswer('/api/auth/check-phone', ZOkAnswer, { method: 'POST', body: { phone } });
    return false;
  } catch (error) {
    if (error instanceof ApiError && error.errorName === 'UserExists') return true;
    throw error;
  }
}
