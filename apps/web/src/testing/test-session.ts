import type { TSession } from '@city-parking/contract/payments/parking-session';

/** A session of the profile: by default one running without an end in a city without a balance. */
export function testSession(id: number, plate: string, fields: Partial<TSession> = {}): TSession {
  return {
    id,
    reservationId: id,
    transport: { numberTs: plate, category: 'B', numberFormat: 'rus' },
    zone: '6101',
    zoneName: 'Зона 6101',
    parkingCode: 'P6101',
    startDate: '2026-07-06T10:00:00.000Z',
    endDate: '',
    openEnded: true,
    status: 'active',
    paid: 0,
    amountToPay: 0,
    ...fields,
  };
}
