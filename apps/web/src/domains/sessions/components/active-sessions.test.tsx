import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { testSession as session } from '@/testing/test-session.ts';
import { ActiveSessions } from './active-sessions.tsx';

signInForEachTest();

describe('ActiveSessions without a balance', () => {
  it('lists running sessions without an end, with the given action instead of Cancel, and leaves deferred ones out', async () => {
    const started = new Date(Date.now() - (41 * 60 + 5) * 1000).toISOString();
    const fetch = mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { dontUseBalance: true } }) },
      '/api/profile/get-profile-v6': driverProfile({
        sessions: [
          session(1, 'А123ВС161', { startDate: started }),
          session(2, 'В456ОР161', { status: 'waiting', openEnded: false, endDate: '2026-07-06T10:30:00.000Z', amountToPay: 30 }),
        ],
      }),
      '/api/payment/cost': { status: 'ok', totalcost: 27.33, totaldiscount: 0, benefit: '', balance: 0, refill: 27.33, intervals: [] },
    });
    renderWithProviders(<ActiveSessions cancelAction={(s) => <button type="button">stop {s.id}</button>} />);
    const item = await screen.findByRole('listitem', { name: 'А123ВС161' });
    // How long it has run, ticking, and what it has come to by the server's count for this session.
    expect(item).toHaveTextContent(/Идёт уже 0:41:0\d/);
    expect(await within(item).findByText('Стоимость на сейчас: 27,33 ₽')).toBeInTheDocument();
    const cost = fetch.mock.calls.find(([input]) => String(input).includes('/api/payment/cost'));
    expect(Object.fromEntries(new URLSearchParams(String(cost?.[1]?.body)))).toMatchObject({ ReservationId: '1' });
    expect(item).not.toHaveTextContent('По ');
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Продлить/ })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'stop 1' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'В456ОР161' })).not.toBeInTheDocument();
  });
});

describe('ActiveSessions with a balance', () => {
  it('offers Cancel while half an hour or more is left, and says why it cannot once less is', async () => {
    const ends = (minutes: number) => ({ openEnded: false, endDate: new Date(Date.now() + minutes * 60_000).toISOString() });
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() },
      '/api/profile/get-profile-v6': driverProfile({ sessions: [session(1, 'А123ВС161', ends(90)), session(2, 'В456ОР161', ends(20))] }),
    });
    renderWithProviders(<ActiveSessions />);
    const early = await screen.findByRole('listitem', { name: 'А123ВС161' });
    expect(within(early).getByRole('button', { name: 'Отменить парковку А123ВС161' })).toBeEnabled();
    expect(early).not.toHaveTextContent('прервать парковку нельзя');
    const late = screen.getByRole('listitem', { name: 'В456ОР161' });
    const cancel = within(late).getByRole('button', { name: 'Отменить парковку В456ОР161' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Осталось меньше получаса — прервать парковку нельзя');
  });
});
