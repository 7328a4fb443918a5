import type { Kysely } from 'kysely';
import { normaliseDocumentNumber } from '@city-parking/contract/profile/documents';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';

/** What makes a fine a driver's: the plates and STS of their vehicles and the licences among their documents. */
export interface FineOwner {
  plates: string[];
  sts: string[];
  licences: string[];
}

/**
 * The one definition of whose a fine is, used by the list and the image alike. Plates are compared
 * in the Russian normal form the register stores (a foreign plate's Latin look-alikes included),
 * STS and licences as the documents module normalises them.
 */
export async function fineOwnerOf(db: Kysely<Database>, driverId: number): Promise<FineOwner> {
  const [vehicles, documents] = await Promise.all([
    db.selectFrom('vehicle').select(['plate', 'sts_number']).where('driver_id', '=', driverId).execute(),
    db.selectFrom('driver_document').select(['type', 'number']).where('driver_id', '=', driverId).execute(),
  ]);
  const distinct = (values: string[]) => [...new Set(values.filter((value) => value !== ''))];
  return {
    plates: distinct(vehicles.map((v) => normalisePlate(v.plate))),
    sts: distinct([...vehicles.map((v) => v.sts_number), ...documents.filter((d) => d.type === 'STS').map((d) => d.number)].map(normaliseDocumentNumber)),
    licences: distinct(documents.filter((d) => d.type === 'VU').map((d) => normaliseDocumentNumber(d.number))),
  };
}
