import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { CheckPage } from './check-page.tsx';

afterEach(() => tokenStore.clear('standart'));

const link = '/check?title=Зона 101&dateIn=2026-11-20T09:00:00Z&dateOut=2026-11-20T11:00:00Z&price=12050&ts=А123ВС59';

describe('CheckPage', () => {
  it('shows the receipt from the query in Moscow time with the rouble plural', () => {
    renderWithProviders(<CheckPage />, { route: link, path: '/check' });
    expect(screen.getByRole('heading', { name: 'Чек за парковку' })).toBeInTheDocument();
    expect(screen.getByText('Зона 101')).toBeInTheDocument();
    expect(screen.getByText('А123ВС59')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 12:00')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 14:00')).toBeInTheDocument();
    expect(screen.getByText('120,50 рубля')).toBeInTheDocument();
  });

  it("shows the times on the clock of the link's city", () => {
    renderWithProviders(<CheckPage />, { route: `${link}&city=perm`, path: '/check' });
    expect(screen.getByText('20.11.2026 14:00')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 16:00')).toBeInTheDocument();
  });

  it('shows the receipt in English', () => {
    renderWithProviders(<CheckPage />, { route: `/en${link}`, path: '/en/check' });
    expect(screen.getByRole('heading', { name: 'Parking receipt' })).toBeInTheDocument();
    expect(screen.getByText('120.50 roubles')).toBeInTheDocument();
  });

  it('explains an incomplete link', () => {
    renderWithProviders(<CheckPage />, { route: '/check?title=x', path: '/check' });
    expect(screen.getByText('Чек не найден')).toBeInTheDocument();
  });

  it('sends a logged-in driver to the main page', () => {
    tokenStore.set('standart', 'token');
    renderWithProviders(<CheckPage />, { route: link, path: '/check', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(screen.getByText('main page')).toBeInTheDocument();
  });
});
