import { FINE_STATUS_LABELS } from '@city-parking/contract/fines/fine-status';
import type { TDeskFine } from '@city-parking/contract/operator/operator-fines';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { FinesDeskService } from './fines-desk-service.ts';

type Row = Awaited<ReturnType<FinesDeskService['list']>>['page'][number];

/** A fine of the desk's list, with its status label in the request's language. */
export const toDeskFine = (row: Row, language: TLanguage): TDeskFine => ({
  id: Number(row.id),
  uin: row.uin,
  fineStatus: row.status,
  status: FINE_STATUS_LABELS[row.status][language],
  grz: row.plate,
  sts: row.sts,
  offenseDate: new Date(row.offense_at).toISOString(),
  totalSum: Number(row.total_sum),
  paidSum: Number(row.paid_sum),
  place: row.place,
  hasPhoto: row.has_photo,
});
