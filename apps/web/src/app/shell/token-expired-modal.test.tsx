import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { emitTokenError } from '@/lib/http/token-errors.ts';
import { closeModal, useModalOptions, useOpenModal } from '@/lib/modals/modal-store.ts';
import { AppLayout } from './app-layout.tsx';

const emptyPopup = { status: 'ok', result: { title: '', message: '', updated: '2026-01-01T00:00:00Z' } };

function Probe() {
  const { pathname } = useLocation();
  const modal = useOpenModal();
  const { returnTo } = useModalOptions();
  return (
    <p>
      at {pathname}, modal {modal ?? 'none'}
      {returnTo && `, then ${returnTo}`}
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  closeModal();
});

describe('token-expired modal', () => {
  it('logs out on a token error, then OK goes home and opens the login modal that returns to the page', async () => {
    tokenStore.set('standart', 'old-token');
    const fetch = mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() }, '/api/notification/popup': emptyPopup });
    renderWithProviders(
      <Routes>
        <Route path="*" element={<AppLayout page={<Probe />} />} />
      </Routes>,
      { route: '/news/3?from=map' },
    );
    await screen.findByText(/at \/news\/3/);

    act(() => emitTokenError('TokenExpired'));
    const dialog = await screen.findByRole('dialog', { name: 'Сессия истекла' });
    expect(tokenStore.get('standart')).toBe('');
    // The server already refused the token: no logout call is sent for it.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/auth/logout'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The sign-in it opens returns to the page the driver was on, query and all.
    await waitFor(() => expect(screen.getByText('at /, modal login, then /news/3?from=map')).toBeInTheDocument());
    // The first render of the shell loads its lazy parts: more than the default 5 s on a busy machine.
  }, 15_000);

  it('stays closed when nobody is signed in: the refused token was a guest one, which the guest page replaces', async () => {
    tokenStore.set('guest', 'old-guest-token');
    mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() }, '/api/notification/popup': emptyPopup });
    renderWithProviders(
      <Routes>
        <Route path="*" element={<AppLayout page={<Probe />} />} />
      </Routes>,
      { route: '/guest-payment' },
    );
    await screen.findByText(/at \/guest-payment/);

    act(() => emitTokenError('TokenExpired'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(/at \/guest-payment, modal none/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
