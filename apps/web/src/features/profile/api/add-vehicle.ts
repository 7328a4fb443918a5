import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import type { TPlateFormat } from '@city-parking/contract/vehicle/plate';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** A vehicle as the driver types it in. */
export interface VehicleValues {
  grz: string;
  format: TPlateFormat;
  category: string;
  sts: string;
  name: string;
  mainTs: boolean;
}

/** POST /api/profile/car */
export const addVehicle = (v: VehicleValues) =>
  fetchAnswer('/api/profile/car', ZOkAnswer, { method: 'POST', body: { token: tokenStore.get('standart'), ...v } });
