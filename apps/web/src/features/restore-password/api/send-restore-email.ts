import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** GET /api/profile/restore-password/send-email: a letter with the restore code. */
export const sendRestoreEmail = (email: string) => fetchAnswer('/api/profile/restore-password/send-email', ZOkAnswer, { query: { email: email.trim() } });
