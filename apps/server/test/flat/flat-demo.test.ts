import { describe, expect, it } from 'vitest';
import { demoTicketJob } from '../../src/modules/flat/demo-ticket-job.ts';
import { DEMO_TICKET_COUNT, MIN_PAYABLE_DEMO_TICKETS } from '../../src/modules/flat/seed/demo-tickets.ts';
import { seedFlatLots } from '../../src/modules/flat/seed/seed-flat-lots.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import { newDriver } from '../sessions/session-fixtures.ts';
import { flatApi } from './flat-fixtures.ts';
import { testCities } from '../helpers/test-cities.ts';

type Ticket = { ticketNumber: string; parkingNumber: string; entryTime: string };

const [perm] = testCities({});

const listTickets = async (city: TestCity) =>
  ((await city.app.inject({ url: city.api('/dev/tickets') })).json() as { status: string; result: Ticket[] }).result;

describe('demo barrier lots', () => {
  it('seeds Perm with lots of their own tariffs and tickets that entered over the last hours', async () => {
    const lots = await perm.db.selectFrom('flat_lot').select(['number', 'free_minutes']).orderBy('number').execute();
    expect(lots.map((l) => l.number)).toEqual(['701', '702', '703']);
    const tickets = await listTickets(perm);
    expect(tickets).toHaveLength(DEMO_TICKET_COUNT);
    const now = Date.now();
    for (const ticket of tickets) {
      expect(lots.map((l) => l.number)).toContain(ticket.parkingNumber);
      const minutesAgo = (now - Date.parse(ticket.entryTime)) / 60_000;
      expect(minutesAgo).toBeGreaterThan(30);
      expect(minutesAgo).toBeLessThan(7 * 60);
    }
  });

  it('prices every listed ticket above zero', async () => {
    const { token } = await newDriver(perm);
    const [first, last] = [(await listTickets(perm))[0]!, (await listTickets(perm)).at(-1)!];
    for (const ticket of [first, last]) {
      expect((await flatApi(perm, token).cost(ticket.ticketNumber, ticket.parkingNumber)).result!.cost).toBeGreaterThan(0);
    }
  });

  it('seeds nothing twice', async () => {
    await seedFlatLots(perm.db, perm.city);
    expect(await perm.db.selectFrom('flat_ticket').select('id').execute()).toHaveLength(DEMO_TICKET_COUNT);
    expect(await perm.db.selectFrom('flat_lot').select('id').execute()).toHaveLength(3);
  });

  it('lets new cars in when few unpaid tickets of the last day remain, so that the demo stays payable', async () => {
    // A day has passed and every ticket but two was paid for.
    await perm.db
      .updateTable('flat_ticket')
      .set({ entry_at: new Date(Date.now() - 30 * 3_600_000) })
      .execute();
    const all = await perm.db.selectFrom('flat_ticket').select('id').orderBy('id').execute();
    await perm.db
      .updateTable('flat_ticket')
      .set({ status: 'paid', paid_until: new Date(), exit_deadline: new Date(Date.now() + 600_000) })
      .where(
        'id',
        'in',
        all.slice(2).map((t) => t.id),
      )
      .execute();
    await demoTicketJob(perm.db, perm.now).run();
    const tickets = await listTickets(perm);
    const fresh = tickets.filter((t) => Date.now() - Date.parse(t.entryTime) < 7 * 3_600_000);
    expect(fresh).toHaveLength(MIN_PAYABLE_DEMO_TICKETS);
    // The two old unpaid tickets are still listed; the paid ones are not.
    expect(tickets).toHaveLength(MIN_PAYABLE_DEMO_TICKETS + 2);
    await demoTicketJob(perm.db, perm.now).run();
    expect(await listTickets(perm)).toHaveLength(MIN_PAYABLE_DEMO_TICKETS + 2);
  });
});

describe('a city without flat parking', () => {
  it('has no lots and no tickets to list', async () => {
    const sevastopol = await createTestCity({ city: 'sevastopol' });
    try {
      expect(await sevastopol.db.selectFrom('flat_lot').select('id').execute()).toEqual([]);
      expect(await listTickets(sevastopol)).toEqual([]);
    } finally {
      await sevastopol.close();
    }
  });
});
