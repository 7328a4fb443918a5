import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PaymentCard } from './payment-card.tsx';

function api(useFlatParking: boolean) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useFlatParking } }) },
    '/backend/v2/getZones': { status: 'ok', result: [] },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('PaymentCard', () => {
  it("opens on the flat-lot tab when the page's parking code is the flat-lot one", async () => {
    api(true);
    renderWithProviders(<PaymentCard presetZone="" parkingCode="flat" />);
    expect(await screen.findByRole('tab', { name: 'Плоскостная парковка' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Узнать стоимость' })).toBeVisible();
  });

  it('has no flat-lot tab in a city without flat parking, whatever the code', async () => {
    api(false);
    renderWithProviders(<PaymentCard presetZone="" parkingCode="flat" />);
    expect(await screen.findByRole('tab', { name: 'Уличная парковка' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Плоскостная парковка' })).toBeNull();
  });
});
