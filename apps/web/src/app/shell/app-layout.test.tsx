import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { AppLayout } from './app-layout.tsx';

const emptyPopup = { status: 'ok', result: { title: '', message: '', updated: '2026-01-01T00:00:00Z' } };

afterEach(() => vi.restoreAllMocks());

describe('AppLayout', () => {
  it('shows the guest header with pay without registration when the city allows it', async () => {
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useSessionWithoutRegister: true } }) },
      '/api/notification/popup': emptyPopup,
    });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Оплатить без регистрации' }).length).toBeGreaterThan(0);
  });

  it('hides pay without registration when the setting is off', async () => {
    mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() }, '/api/notification/popup': emptyPopup });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    await screen.findByText('page body');
    expect(screen.queryByRole('link', { name: 'Оплатить без регистрации' })).not.toBeInTheDocument();
  });

  it('shows only the closed page when the city is flagged closed', async () => {
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ isClose: true, contacts: { phone: '78002000001', email: '' } }) },
      '/api/notification/popup': emptyPopup,
    });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    expect(await screen.findByRole('heading', { name: 'Сервис временно закрыт' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ 7 (800) 200-00-01' })).toBeInTheDocument();
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('offers a retry when site options fail to load', async () => {
    let calls = 0;
    mockApi({
      '/api/info/get-options-info-v3': () => (++calls === 1 ? { status: 'error', errorName: 'UnknownError' } : { status: 'ok', result: siteInfo() }),
      '/api/notification/popup': emptyPopup,
    });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('page body')).toBeInTheDocument();
  });

  it('shows the popup after a short delay and remembers that it was closed', async () => {
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() },
      '/api/notification/popup': { status: 'ok', result: { title: 'Снег', message: 'Уборка улиц', updated: '2026-11-01T00:00:00Z' } },
    });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    const popup = await screen.findByRole('dialog', { name: 'Снег' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Снег' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('perm_notification')!)).toEqual({ closed: true, updated: '2026-11-01T00:00:00Z' });
  });

  it('hides the registration item of the side menu for a signed-in driver', async () => {
    tokenStore.set('standart', 'token');
    const menu = { path: '/registration', titles: { ru: 'Регистрация', en: 'Sign up' }, itemOrder: 1 };
    const news = { path: '/news', titles: { ru: 'Новости', en: 'News' }, itemOrder: 2 };
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ menuItems: { header: [], footer: [], mobile: [menu, news] } }) },
      '/api/notification/popup': emptyPopup,
    });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть или закрыть меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(drawer).getByRole('link', { name: 'Новости' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Регистрация' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });
});
