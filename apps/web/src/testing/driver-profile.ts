import type { TProfile } from '@city-parking/contract/profile/get-profile';
import type { TVehicle } from '@city-parking/contract/profile/profile';

/** The profile call's answer for a signed-in test driver: no vehicles, phones or sessions unless given. */
export function driverProfile(fields: Partial<TProfile> = {}) {
  return {
    status: 'ok',
    result: {
      email: 'driver@parking.test',
      firstName: '',
      lastName: '',
      middleName: '',
      balance: 0,
      ts: [],
      telephone: '',
      telephones: [],
      documents: [],
      sessions: [],
      ...fields,
    },
  };
}

/** A Russian car of the test driver's list, main or not (the main one has id 1). */
export const driverVehicle = (numberTs: string, mainTs: boolean): TVehicle => ({
  id: mainTs ? 1 : 2,
  number: numberTs.slice(0, 6),
  region: numberTs.slice(6),
  country: 'rus',
  numberTs,
  formatGrz: 'rus',
  mainTs,
  name: '',
  category: 'B',
  STSNumber: '',
  docType: 'STS',
  active: true,
  vin: '',
  imei: '',
});
