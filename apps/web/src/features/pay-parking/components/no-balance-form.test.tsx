import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { NoBalanceForm } from './no-balance-form.tsx';

const zones = { status: 'ok', result: [{ name: 'Большая Садовая', value: '6101', zonenumber: '6101', code: 'P6101', category: 'roadside' }] };

function api() {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { dontUseBalance: true, paymentByParkingId: true } }) },
    '/api/profile/get-profile-v6': driverProfile(),
    '/backend/v2/getZones': zones,
    '/api/payment/start/v2': { status: 'ok', sessionId: 31 },
  });
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

  it('says what is missing instead of starting (English)', async () => {
    const fetch = api();
    renderWithProviders(<NoBalanceForm presetZone="" />, { route: '/en/profile/parking' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start parking' }));
    expect(await screen.findByText('Select a zone')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/payment/start/v2')).toEqual([]);
  });
});
