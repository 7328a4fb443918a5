import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import type { TPlateFormat } from '@city-parking/contract/vehicle/plate';
import type { TDocumentType } from '@city-parking/contract/profile/documents';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

const token = () => tokenStore.get('standart');

export interface VehicleValues {
  grz: string;
  format: TPlateFormat;
  category: string;
  sts: string;
  name: string;
  mainTs: boolean;
}

/** The car and document calls of the driver's profile. */
export const vehicleCalls = {
  add: (v: VehicleValues) => fetchAnswer('/api/profile/car', ZOkAnswer, { method: 'POST', body: { token: token(), ...v } }),
  edit: (oldgrz: string, { grz, ...v }: VehicleValues) => fetchAnswer('/api/profile/car', ZOkAnswer, { method: 'PUT', body: { token: token(), oldgrz, newgrz: grz, ...v } }),
  remove: (grz: string) => fetchAnswer('/api/profile/car', ZOkAnswer, { method: 'DELETE', body: { token: token(), grz } }),
  saveDocument: (d: { id?: number; type: TDocumentType; number: string }) =>
    fetchAnswer('/api/profile/document', ZOkAnswer, { method: d.id === undefined ? 'POST' : 'PUT', body: { token: token(), ...d } }),
  removeDocument: (id: number) => fetchAnswer('/api/profile/document', ZOkAnswer, { method: 'DELETE', body: { token: token(), id } }),
};
