import type { ZonePrice } from '../../src/modules/parking/tables.ts';
import type { TestCity } from '../helpers/create-test-city.ts';
import { flatPrices } from '../sessions/session-fixtures.ts';

type Answer = {
  status: string;
  errorName?: string;
  result?: { cost?: number; sessionId?: string; parkingNumber?: string; redirectURL?: string; message?: string };
};

let addresses = 0;

/**
 * The flat-lot calls as the web app makes them: the token in the Authorization header. Each client
 * calls from its own address, so that the calls' rate limits never meet across tests.
 */
export function flatApi(city: TestCity, token: string, { language = 'ru', authorization = `Bearer ${token}` } = {}) {
  addresses += 1;
  const remoteAddress = `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  const headers = { 'accept-language': language, ...(token ? { authorization } : {}) };
  return {
    async cost(ticketNumber: string, parkingNumber = '') {
      const query = new URLSearchParams({ ticketNumber, parkingNumber });
      return (await city.app.inject({ method: 'GET', url: city.api(`/backend/v2/costPlane?${query}`), headers, remoteAddress })).json() as Answer;
    },
    async pay(body: Record<string, string>) {
      const payload = new URLSearchParams(body).toString();
      const response = await city.app.inject({
        method: 'POST',
        url: city.api('/backend/v2/payPlane'),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
        remoteAddress,
      });
      return response.json() as Answer;
    },
  };
}

/** A guest token, as the guest payment page asks for one. */
export async function guestToken(city: TestCity): Promise<string> {
  addresses += 1;
  const response = await city.app.inject({ method: 'POST', url: city.api('/api/auth/guest'), remoteAddress: `10.8.0.${(addresses % 250) + 1}` });
  return (response.json() as { token: string }).token;
}

/** A barrier lot of its own (kopecks per hour around the clock by default), for tariffs the demo lots do not have. */
export async function addLot(city: TestCity, number: string, { prices = flatPrices(6000) as ZonePrice[], freeMinutes = 0, exitMinutes = 15 } = {}) {
  const { id } = await city.db
    .insertInto('flat_lot')
    .values({
      number,
      name_ru: `Парковка ${number}`,
      name_en: `Lot ${number}`,
      prices: JSON.stringify(prices),
      free_minutes: freeMinutes,
      exit_minutes: exitMinutes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function addTicket(city: TestCity, lotId: number, ticketNumber: string, entryAt: Date) {
  await city.db.insertInto('flat_ticket').values({ ticket_number: ticketNumber, lot_id: lotId, entry_at: entryAt, created_at: city.now() }).execute();
}

export const ticketOf = (city: TestCity, ticketNumber: string) =>
  city.db.selectFrom('flat_ticket').selectAll().where('ticket_number', '=', ticketNumber).executeTakeFirstOrThrow();

export const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);
