import { describe, expect, it } from 'vitest';
import { changed, fetchReceipt, linkVerifies, publishedKey, receiptIdOf } from '../../fiscal-receipts/receipt-fixtures.ts';
import type { TestCity } from '../../helpers/create-test-city.ts';
import { testCityAt } from '../../helpers/test-cities.ts';
import { permTime, sandbox } from '../session-fixtures.ts';
import { guestSessions, guestStart, guestToken } from './guest-fixtures.ts';

const { city: sevastopol } = testCityAt(permTime('2026-11-23', '12:00', 'Europe/Moscow'), { city: 'sevastopol' });

/** The SMS sent to a phone, oldest first. */
const smsTo = (city: TestCity, phone: string) =>
  city.db.selectFrom('outbox').select(['channel', 'text']).where('to', '=', phone).where('channel', '=', 'sms').orderBy('id').execute();

const linkIn = (text: string) => new URL(/\S*\/check\?\S+/.exec(text)![0], 'http://site.test');

describe("a guest's receipt by SMS", () => {
  it('texts the confirmed payment once, with a link to the receipt page whose fields are the session', async () => {
    const phone = '79221000101';
    const token = await guestToken(sevastopol);
    const { RedirectURL } = await guestStart(sevastopol, token, 'Е401ЕЕ92', { phone: '+7 922 100-01-01' });
    expect(await smsTo(sevastopol, phone)).toEqual([]);
    await sandbox(sevastopol, RedirectURL, 'pay');
    // The provider repeats its notification: nothing more is sent.
    await sandbox(sevastopol, RedirectURL, 'pay');

    const sent = await smsTo(sevastopol, phone);
    expect(sent).toHaveLength(1);
    const session = (await guestSessions(sevastopol)).find((s) => s.plate === 'Е401ЕЕ92')!;
    const link = linkIn(sent[0]!.text);
    expect(link.pathname).toBe('/check');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      title: 'Парковка P9201, зона 9201',
      ts: 'Е401ЕЕ92',
      dateIn: session.start_at.toISOString(),
      dateOut: session.end_at!.toISOString(),
      price: '6000',
      city: 'sevastopol',
      sig: expect.stringMatching(/^[\w-]{86}$/),
    });
    // The period on the city's clock (Moscow time); the fiscal receipt of the payment on the next line of the same SMS.
    const fiscal = /\/receipt\/[\w-]+\?city=sevastopol$/.exec(sent[0]!.text)?.[0];
    expect(fiscal).toBeDefined();
    expect(sent[0]!.text).toBe(
      `Городская парковка: оплачено 60,00\u00A0₽. Парковка P9201, зона 9201, Е401ЕЕ92, 23.11.2026 12:00 – 23.11.2026 13:00. Подробнее: ${link.pathname}${link.search}\nКассовый чек: ${fiscal}`,
    );
    expect((await fetchReceipt(sevastopol, receiptIdOf(fiscal!))).result.receipt.total).toBe(6000);
  });

  it("signs the link with the city's published key: the link verifies, a changed price, time or plate does not", async () => {
    const phone = '79221000104';
    const token = await guestToken(sevastopol);
    const { RedirectURL } = await guestStart(sevastopol, token, 'Е404ЕЕ92', { phone: `+${phone}` });
    await sandbox(sevastopol, RedirectURL, 'pay');
    const link = linkIn((await smsTo(sevastopol, phone))[0]!.text);
    const key = await publishedKey(sevastopol);

    expect(linkVerifies(link, key)).toBe(true);
    expect(linkVerifies(changed(link, 'price', '600'), key)).toBe(false);
    expect(linkVerifies(changed(link, 'dateOut', new Date(Date.parse(link.searchParams.get('dateOut')!) + 3_600_000).toISOString()), key)).toBe(false);
    expect(linkVerifies(changed(link, 'ts', 'Е405ЕЕ92'), key)).toBe(false);
    expect(linkVerifies(changed(link, 'city', 'perm'), key)).toBe(false);
  });

  it('sends nothing for a declined payment', async () => {
    const phone = '79221000102';
    const token = await guestToken(sevastopol);
    const { RedirectURL } = await guestStart(sevastopol, token, 'Е402ЕЕ92', { phone: `+${phone}` });
    await sandbox(sevastopol, RedirectURL, 'decline');
    await sandbox(sevastopol, RedirectURL, 'pay');
    expect(await smsTo(sevastopol, phone)).toEqual([]);
  });

  it('writes to a guest who paid in English in English, with the English page', async () => {
    const phone = '79221000103';
    const token = await guestToken(sevastopol);
    const { RedirectURL } = await sevastopol.app
      .inject({
        method: 'POST',
        url: sevastopol.api('/api/payment/start'),
        headers: { 'accept-language': 'en' },
        payload: {
          Token: token,
          Zone: '9201',
          Duration: 30,
          Vehicle: JSON.stringify({ Number: 'Е403ЕЕ92', Category: 'B', NumberFormat: 'rus' }),
          PaymentService: 'card',
          phone: `+${phone}`,
        },
      })
      .then((reply) => reply.json<{ RedirectURL: string }>());
    await sandbox(sevastopol, RedirectURL, 'pay');
    const [sms] = await smsTo(sevastopol, phone);
    expect(sms!.text).toMatch(
      /^City Parking: paid 30\.00\u00A0₽\. Parking P9201, zone 9201, Е403ЕЕ92, 23\.11\.2026 12:00 – 23\.11\.2026 12:30\. Details: \/en\/check\?/,
    );
    expect(linkIn(sms!.text).searchParams.get('city')).toBe('sevastopol');
  });
});
