import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import type { VehicleValues } from './add-vehicle.ts';

/** PUT /api/profile/car: the vehicle that had the plate `oldgrz`. */
export const editVehicle = (oldgrz: string, { grz, ...v }: VehicleValues) =>
  fetchAnswer('/api/profile/car', ZOkAnswer, { method: 'PUT', body: { token: tokenStore.get('standart'), oldgrz, newgrz: grz, ...v } });
