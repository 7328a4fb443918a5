import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ApiError } from '@/lib/http/api-error.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * POST /api/auth/check-email, read as the spec reads it: ok (or UserExists) means a driver has the
 * e-mail, unknownEmail that none has; any other failure is thrown.
 */
export async function isEmailTaken(email: string): Promise<boolean> {
  try {
    await fetchAnswer('/api/auth/check-email', ZOkAnswer, { method: 'POST', body: { email } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.errorName === 'UserExists') return true;
    if (error instanceof ApiError && error.errorName === 'unknownEmail') return false;
    throw error;
  }
}
