import { FINE_STATUS_LABELS } from '@city-parking/contract/fines/fine-status';
import type { TFine, TFineCoverage } from '@city-parking/contract/fines/fines';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { FineRow } from './tables.ts';

/** The image route; the web adds the token, which never goes into an answer's address. */
export const FINE_IMAGE_PATH = '/api/finesstorage/fineimage/v1';

/** A fine as the driver sees it; `evidence` whether its evidence PDF has a payment to show. */
export function toFineAnswer(row: FineRow, language: TLanguage, coverage: TFineCoverage | undefined, evidence: boolean): TFine {
  return {
    fineStatus: row.status,
    status: FINE_STATUS_LABELS[row.status][language],
    uin: row.uin,
    article: row.article,
    place: row.place,
    offenseDate: row.offense_at.toISOString(),
    rulingDate: row.ruling_date,
    date: row.charge_date,
    orderNumber: row.order_number,
    totalSum: row.total_sum,
    paidSum: row.paid_sum,
    sts: row.sts,
    grz: row.plate,
    start: row.start_at?.toISOString() ?? '',
    end: row.end_at?.toISOString() ?? '',
    type: row.type,
    provider: row.provider,
    imgSrc: row.has_photo ? `${FINE_IMAGE_PATH}?uin=${row.uin}` : '',
    ...(coverage ? { coverage } : {}),
    evidence,
  };
}
