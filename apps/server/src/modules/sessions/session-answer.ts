import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import type { SessionRow } from './session-repo.ts';

/** A session as the profile lists it; the zone's name in the asked language, and the company that paid it, if one did. */
export function toSessionAnswer(row: SessionRow & { name_ru: string; name_en: string; company_name?: string | null }, language: 'ru' | 'en'): TSession {
  return {
    id: row.id,
    reservationId: row.id,
    transport: { numberTs: row.plate, category: row.category, numberFormat: row.plate_format },
    zone: row.zone_number,
    zoneName: language === 'en' ? row.name_en : row.name_ru,
    parkingCode: row.parking_code,
    startDate: row.start_at.toISOString(),
    // A running no-balance session has no end yet (contract: empty endDate, openEnded).
    endDate: row.end_at?.toISOString() ?? '',
    ...(row.end_at === null ? { openEnded: true } : {}),
    // The profile lists active sessions and the waiting ones still to be paid (currentOf).
    status: row.status === 'waiting' ? 'waiting' : 'active',
    paid: kopecksToRubles(Number(row.paid)),
    amountToPay: kopecksToRubles(Number(row.amount_to_pay)),
    ...(row.company_name ? { company: row.company_name } : {}),
  };
}
