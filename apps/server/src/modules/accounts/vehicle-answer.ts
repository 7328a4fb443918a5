import { formatDocumentNumber, type TDocumentType } from '@city-parking/contract/profile/documents';
import type { TDocument, TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import type { DocumentRow, VehicleRow } from './vehicle-repo.ts';

const DOCUMENT_LABELS: Record<TDocumentType, string> = { STS: 'СТС', VU: 'ВУ' };

/** A vehicle as the profile lists it. */
export const toVehicleAnswer = (row: VehicleRow): TVehicle => ({
  id: row.id,
  number: row.number,
  region: row.region,
  country: row.format === 'foreign' ? 'other' : 'rus',
  numberTs: row.plate,
  formatGrz: row.format,
  mainTs: row.is_main,
  name: row.name,
  category: row.category,
  STSNumber: row.sts_number,
  docType: 'STS',
  active: true,
  vin: '',
  imei: '',
});

/** A document as the profile lists it: its number formatted, its type's label. */
export const toDocumentAnswer = (row: DocumentRow): TDocument => ({
  id: row.id,
  title: formatDocumentNumber(row.number),
  type: row.type,
  typeLabel: DOCUMENT_LABELS[row.type],
});
