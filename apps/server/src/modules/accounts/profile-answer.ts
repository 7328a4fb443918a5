import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TProfile } from '@city-parking/contract/profile/get-profile';
import type { Profile } from './profile-service.ts';
import { toDocumentAnswer, toVehicleAnswer } from './vehicle-answer.ts';

/** The get-profile calls' result: roubles, as the profile call speaks them; the ledger keeps kopecks. */
export function toProfileAnswer({ driver, phones, vehicles, documents, balance, sessions }: Profile): TProfile {
  return {
    email: driver.email ?? '',
    firstName: driver.first_name,
    lastName: driver.last_name,
    middleName: driver.middle_name,
    balance: kopecksToRubles(balance),
    ts: vehicles.map(toVehicleAnswer),
    telephone: phones.find((p) => p.is_main)?.phone ?? '',
    telephones: phones.map((p) => ({ phone: p.phone, isMain: p.is_main })),
    documents: documents.map(toDocumentAnswer),
    sessions,
  };
}

/** get-balance: the balance in roubles. */
export const toBalanceAnswer = (kopecks: number) => ({ status: 'ok', result: kopecksToRubles(kopecks) });
