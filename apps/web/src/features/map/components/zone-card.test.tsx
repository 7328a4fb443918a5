import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TMapFeature } from '@city-parking/contract/parking/map-info';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ZoneCard } from './zone-card.tsx';

const zone: TMapFeature = {
  type: 'Feature',
  properties: {
    objecttype: 'parkings',
    name: 'Зона 101',
    category: 'roadside',
    zone: {
      zonenumber: '101',
      prices: [
        { daycode: 'default', from: '08:00:00', to: '20:00:00', price: 6000 },
        { daycode: 'default', from: '20:00:00', to: '24:00:00', price: 0 },
        { daycode: 'saturday', from: '08:00:00', to: '20:00:00', price: 4000 },
        { daycode: 'sunday', from: '00:00:00', to: '24:00:00', price: 0 },
      ],
    },
    spaces: { total: 40, free: 12, fordisabled: 2 },
  },
  geometry: { type: 'Point', coordinates: { lat: 58, lng: 56.2 } },
};

describe('ZoneCard', () => {
  it('shows the zone, its prices by day type and its spaces', () => {
    renderWithProviders(<ZoneCard feature={zone} onClose={() => undefined} />);
    const card = screen.getByRole('region', { name: 'Зона 101' });
    expect(card).toHaveTextContent('08:00–20:00: 60,00 ₽/ч');
    expect(card).toHaveTextContent('Суббота08:00–20:00: 40,00 ₽/ч');
    expect(card).toHaveTextContent('Воскресеньебесплатно');
    expect(card).toHaveTextContent('Свободно 12 из 40, для инвалидов 2');
    expect(screen.getByRole('button', { name: 'Оплатить парковку' })).toBeInTheDocument();
  });
});
