import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { CoopProfilePage } from '../routes/coop-profile-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('coop');
});

const device = { id: 7, imei: '356938035643807', vin: 'XTA210740Y1000007', active: true };
const profile = (devices: TCorpProfile['devices']): TCorpProfile => ({
  email: 'fleet@example.test',
  inn: '5904123453',
  name: 'ООО «Тест»',
  balance: 1500,
  ts: [],
  drivers: [],
  devices,
});

describe('DeviceFormDialog', { timeout: 20_000 }, () => {
  it('edits a device’s IMEI and VIN with the coop token, keeping the dialog open on a refusal', async () => {
    tokenStore.set('coop', 'coop-token');
    const bodies: string[] = [];
    let saved = false;
    mockApi({
      '/api/corp-profile/get-profile': () => ({
        status: 'ok',
        result: profile([saved ? { ...device, imei: '356938035649001', vin: 'XTA210740Y1000501' } : device]),
      }),
      '/api/corp-profile/edit-device': (_url: URL, init?: RequestInit) => {
        bodies.push(String(init?.body ?? ''));
        if (bodies.length === 1) return { status: 'error', errorName: 'TrackingDeviceExists' };
        saved = true;
        return { status: 'ok' };
      },
    });
    renderWithProviders(<CoopProfilePage operationsPanel={() => null} topUpDialog={() => null} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Устройства слежения' }));
    const table = await screen.findByRole('table', { name: 'Устройства слежения' });
    await userEvent.click(within(table).getByRole('button', { name: 'Изменить' }));

    const dialog = await screen.findByRole('dialog', { name: 'Изменить устройство' });
    const imei = within(dialog).getByLabelText('IMEI');
    expect(imei).toHaveValue(device.imei);
    await userEvent.clear(imei);
    await userEvent.type(imei, '3569 3803 5649 001');
    const vin = within(dialog).getByLabelText('VIN транспорта');
    await userEvent.clear(vin);
    await userEvent.type(vin, 'xta210740y1000501');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Такое устройство слежения уже существует');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('356938035649001')).toBeInTheDocument();
    expect(JSON.parse(bodies[1]!)).toEqual({ id: 7, imei: '356938035649001', vin: 'XTA210740Y1000501', token: 'coop-token' });
  });
});
