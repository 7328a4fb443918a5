import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { YandexButton } from './yandex-button.tsx';

afterEach(() => vi.restoreAllMocks());

describe('YandexButton', () => {
  it('appears after a short delay, runs the consent popup and trades the access token for ours', async () => {
    const fetch = mockApi({ '/backend/v2/yandexID': (url: URL) => ({ status: 'ok', result: { token: `ours-for-${url.searchParams.get('token')}` } }) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      // The callback page posts the token back from the same origin.
      setTimeout(
        () => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'yandex-id', accessToken: 'ya-access' } })),
        10,
      );
      return {} as Window;
    });
    const onToken = vi.fn();
    renderWithProviders(<YandexButton clientId="client-1" onToken={onToken} onConfirmLink={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Войти с Яндекс ID' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Войти с Яндекс ID' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('ours-for-ya-access'));
    expect(String(open.mock.calls[0]![0])).toContain('https://oauth.yandex.ru/authorize?response_type=token&client_id=client-1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from other origins and only logs a refused sign-in', async () => {
    mockApi({ '/backend/v2/yandexID': { status: 'error', errorName: 'YandexLoginError' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'open').mockImplementation(() => {
      setTimeout(() => {
        window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'yandex-id', accessToken: 'stolen' } }));
        window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'yandex-id', accessToken: 'bad' } }));
      }, 10);
      return {} as Window;
    });
    const onToken = vi.fn();
    renderWithProviders(<YandexButton clientId="client-1" onToken={onToken} onConfirmLink={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Войти с Яндекс ID' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Yandex ID sign-in failed', expect.anything()));
    expect(onToken).not.toHaveBeenCalled();
  });

  it('hands the access token on for a password when an existing account must confirm the link', async () => {
    mockApi({ '/backend/v2/yandexID': { status: 'error', errorName: 'ConfirmLinkWithPassword' } });
    vi.spyOn(window, 'open').mockImplementation(() => {
      setTimeout(
        () => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'yandex-id', accessToken: 'ya-access' } })),
        10,
      );
      return {} as Window;
    });
    const onToken = vi.fn();
    const onConfirmLink = vi.fn();
    renderWithProviders(<YandexButton clientId="client-1" onToken={onToken} onConfirmLink={onConfirmLink} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Войти с Яндекс ID' }));
    await waitFor(() => expect(onConfirmLink).toHaveBeenCalledWith('ya-access'));
    expect(onToken).not.toHaveBeenCalled();
  });
});
