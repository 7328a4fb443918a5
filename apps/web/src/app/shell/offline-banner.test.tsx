import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** What the browser says and tells the page, as when the network goes or comes back. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows nothing while the browser is online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the network goes and goes itself when it is back', async () => {
    renderWithProviders(<OfflineBanner />);
    goOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Нет связи.');
    goOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks English under /en', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />, { route: '/en' });
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline.');
  });
});
