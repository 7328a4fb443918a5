import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { NoBalanceForm } from './no-balance-form.tsx';

const zones = { status: 'ok', result: [{ name: 'Большая Садовая', value: '6101', zonenumber: '6101', code: 'P6101', category: 'roadside' }] };

/** Session 31, running since now with no end, as the profile lists it. */
const running = (): TSession => ({
  id: 31,
  reservationId: 31,
  transport: { numberTs: 'А123ВС161', category: 'B', numberFormat: 'rus' },
  zone: '6101',
  zoneName: 'Большая Садовая',
  parkingCode: 'P6101',
  startDate: new Date().toISOString(),
  endDate: '',
  openEnded: true,
  status: 'active',
  paid: 0,
  amountToPay: 0,
});

/** The calls of the form; the profile lists session 31 once it has started, and what `profile.sessions` holds after that. */
function api() {
  const profile = { sessions: [] as TSession[] };
  const fetch = mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { dontUseBalance: true, paymentByParkingId: true } }) },
    '/api/profile/get-profile-v6': () => driverProfile({ sessions: profile.sessions }),
    '/backend/v2/getZones': zones,
    '/api/payment/start/v2': () => {
      profile.sessions = [running()];
      return { status: 'ok', sessionId: 31 };
    },
  });
  return Object.assign(fetch, { profile });
}

signInForEachTest();

describe('NoBalanceForm', () => {
  it('asks for the parking and the vehicle only, starts without paying and asks the sessions again', async () => {
    const fetch = api();
    renderWithProviders(<NoBalanceForm presetZone="" />);
    const parking = await screen.findByLabelText(/Парковка/);
    expect(screen.queryByLabelText(/Продолжительность/)).not.toBeInTheDocument();

    await userEvent.type(parking, 'P6101');
    await userEvent.type(screen.getByLabelText(/Госномер/), 'А123ВС161');
    await userEvent.click(screen.getByRole('button', { name: 'Начать парковку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Парковка начата');

    const [start] = callsTo(fetch, '/api/payment/start/v2');
    const body = new URLSearchParams(String(start![1]?.body));
    expect(body.get('Zone')).toBe('6101');
    expect(body.get('ParkingCode')).toBe('P6101');
    expect(JSON.parse(body.get('Vehicle')!)).toEqual({ Number: 'А123ВС161', Category: 'B', NumberFormat: 'rus' });
    expect(body.get('RequestId')).toMatch(/^[0-9a-f]{32}$/);
    expect(body.has('Duration')).toBe(false);
    expect(body.has('PaymentService')).toBe(false);
    // The new session comes with the profile.
    await waitFor(() => expect(callsTo(fetch, '/api/profile/get-profile-v6')).toHaveLength(2));
    // The form starts over.
    expect(screen.getByLabelText(/Парковка/)).toHaveValue('');
  });

  it('stops saying the parking has started once it has been stopped', async () => {
    const { profile } = api();
    const client = new QueryClient();
    renderWithProviders(<NoBalanceForm presetZone="" />, { client });
    await userEvent.type(await screen.findByLabelText(/Парковка/), 'P6101');
    await userEvent.type(screen.getByLabelText(/Госномер/), 'А123ВС161');
    await userEvent.click(screen.getByRole('button', { name: 'Начать парковку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Парковка начата');

    // Stopped (here, in another tab or by the operator): the profile no longer lists it as running.
    profile.sessions = [{ ...running(), openEnded: false, endDate: new Date().toISOString(), status: 'waiting', amountToPay: 2 }];
    await act(() => client.invalidateQueries({ queryKey: profileKeys.all }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('says what is missing instead of starting (English)', async () => {
    const fetch = api();
    renderWithProviders(<NoBalanceForm presetZone="" />, { route: '/en/profile/parking' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start parking' }));
    expect(await screen.findByText('Select a zone')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/payment/start/v2')).toEqual([]);
  });
});
