import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driverProfile, driverVehicle } from '@/testing/driver-profile.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { VehiclesBlock } from './vehicles-block.tsx';

signInForEachTest();

describe('VehiclesBlock', { timeout: 15_000 }, () => {
  it('opens the form of the car `?vehicle=` names, where its STS is entered, and forgets it once closed', async () => {
    mockApi({ '/api/profile/get-profile-v6': driverProfile(), '/api/sessions/active': { status: 'ok', result: [] } });
    const vehicles = [driverVehicle('А123ВС159', true), driverVehicle('В456ОР159', false)];
    renderWithProviders(<VehiclesBlock vehicles={vehicles} />, { route: `/profile/my-profile?vehicle=${encodeURIComponent('В456ОР159')}` });
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByLabelText('Госномер')).toHaveValue('В456ОР159');
    expect(screen.getByLabelText('Номер СТС')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
