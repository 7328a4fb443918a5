import type { TProfile } from '@city-parking/contract/profile/get-profile';

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
