import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { SettingsBlock } from './settings-block.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  tokenStore.clear('standart');
});

const settings = { reportHistoryOperation: true, checkParkingSessionBefore: false, checkParkingSession: true, pushOff: false, notifyByEmail: false };

describe('SettingsBlock', { timeout: 15_000 }, () => {
  it('shows the four settings and the notice channel in Russian, and saves a change', async () => {
    tokenStore.set('standart', 'tok-1');
    const saved: Record<string, string>[] = [];
    const stored: Record<string, boolean> = { ...settings };
    mockApi({
      '/api/profile/get-settings-v1': () => ({ status: 'ok', result: stored }),
      '/api/profile/push-key': { status: 'ok', result: { publicKey: '' } },
      '/api/profile/change-settings-v1': (_url: URL, init?: RequestInit) => {
        const change = Object.fromEntries(new URLSearchParams(String(init?.body)));
        saved.push(change);
        stored[change.name ?? ''] = change.value === 'true';
        return { status: 'ok' };
      },
    });
    renderWithProviders(<SettingsBlock />);
    const block = screen.getByRole('region', { name: 'Уведомления и отчёты' });
    const before = within(block).getByRole('checkbox', { name: 'Напоминать за 15 минут до конца парковки' });
    // Shown at once, disabled until the settings come.
    expect(before).toBeDisabled();
    await waitFor(() => expect(before).toBeEnabled());
    expect(before).not.toBeChecked();
    expect(within(block).getByRole('checkbox', { name: 'Сообщать о начале, продлении и окончании парковки' })).toBeChecked();
    expect(within(block).getByRole('checkbox', { name: 'Не присылать уведомления в браузер' })).not.toBeChecked();
    expect(within(block).getByRole('checkbox', { name: 'Вместо SMS писать на e-mail, когда браузер не получает уведомлений' })).not.toBeChecked();
    expect(within(block).getByRole('checkbox', { name: 'Присылать ежемесячный отчёт об операциях на e-mail' })).toBeChecked();
    await userEvent.click(before);
    await waitFor(() => expect(saved).toEqual([{ token: 'tok-1', name: 'checkParkingSessionBefore', value: 'true' }]));
    expect(before).toBeChecked();
  });

  it('shows them in English', async () => {
    mockApi({ '/api/profile/get-settings-v1': { status: 'ok', result: settings }, '/api/profile/push-key': { status: 'ok', result: { publicKey: '' } } });
    renderWithProviders(<SettingsBlock />, { route: '/en' });
    const block = screen.getByRole('region', { name: 'Notifications and reports' });
    for (const name of [
      'Remind me 15 minutes before parking ends',
      'Tell me when parking starts, is extended and ends',
      'Do not send notifications to the browser',
      'E-mail me instead of SMS when the browser gets no notifications',
      'E-mail me a monthly report of operations',
    ]) {
      expect(within(block).getByRole('checkbox', { name })).toBeInTheDocument();
    }
  });

  it('without the network shows the last known settings, disabled with the reason, and takes changes again once back', async () => {
    tokenStore.set('standart', 'tok-1');
    mockApi({ '/api/profile/get-settings-v1': { status: 'ok', result: settings }, '/api/profile/push-key': { status: 'ok', result: { publicKey: '' } } });
    const first = renderWithProviders(<SettingsBlock />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Сообщать о начале, продлении и окончании парковки' })).toBeEnabled());
    first.unmount();

    // The next visit has no network: every call fails as a lost connection does.
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<SettingsBlock />);
    const notices = screen.getByRole('checkbox', { name: 'Сообщать о начале, продлении и окончании парковки' });
    const report = screen.getByRole('checkbox', { name: 'Присылать ежемесячный отчёт об операциях на e-mail' });
    await waitFor(() => expect(notices).toBeChecked());
    expect(report).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Напоминать за 15 минут до конца парковки' })).not.toBeChecked();
    const reason = 'Без сети настройки не изменить: показаны те, что были при последней связи.';
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(reason);
    }

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(notices).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('disables "Allow notifications in this browser" with the reason when the browser cannot', async () => {
    mockApi({ '/api/profile/get-settings-v1': { status: 'ok', result: settings }, '/api/profile/push-key': { status: 'ok', result: { publicKey: 'BKey' } } });
    renderWithProviders(<SettingsBlock />);
    const allow = screen.getByRole('button', { name: 'Разрешить уведомления в этом браузере' });
    expect(allow).toBeDisabled();
    expect(allow).toHaveAccessibleDescription('Этот браузер не умеет показывать уведомления.');
  });

  it('asks permission, subscribes with the server key and saves the subscription', async () => {
    tokenStore.set('standart', 'tok-1');
    const saved: Record<string, string>[] = [];
    mockApi({
      '/api/profile/get-settings-v1': { status: 'ok', result: settings },
      '/api/profile/push-key': { status: 'ok', result: { publicKey: 'AQID' } },
      '/api/profile/push-subscription': (_url: URL, init?: RequestInit) => {
        saved.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
        return { status: 'ok' };
      },
    });
    const subscription = { endpoint: 'https://push.example/abc', toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'pk', auth: 'ak' } }) };
    const subscribe = vi.fn(async () => subscription);
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission: vi.fn(async () => 'granted') }));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    try {
      renderWithProviders(<SettingsBlock />);
      const allow = screen.getByRole('button', { name: 'Разрешить уведомления в этом браузере' });
      await waitFor(() => expect(allow).toBeEnabled());
      expect(allow).toHaveAccessibleDescription('Этот браузер пока не получает уведомлений.');
      await userEvent.click(allow);
      expect(await screen.findByRole('button', { name: 'Отключить уведомления в этом браузере' })).toHaveAccessibleDescription(
        'Уведомления приходят в этот браузер.',
      );
      expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
      expect(saved).toEqual([{ token: 'tok-1', endpoint: 'https://push.example/abc', p256dh: 'pk', auth: 'ak' }]);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
