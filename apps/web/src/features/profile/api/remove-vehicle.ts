import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** DELETE /api/profile/car */
export const removeVehicle = (grz: string) =>
  fetchAnswer('/api/profile/car', ZOkAnswer, { method: 'DELETE', body: { token: tokenStore.get('standart'), grz } });
