import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { AppLayout } from './app-layout.tsx';
import { NotificationBar } from './notification-bar.tsx';

const emptyPopup = { status: 'ok', result: { title: '', message: '', updated: '2026-01-01T00:00:00Z' } };

describe('NotificationBar', () => {
  it('shows the message with a link to a path of the site, kept in the page’s language', async () => {
    renderWithProviders(<NotificationBar notification={{ message: 'Новые тарифы с 1 января', url: '/news/2' }} />, { route: '/en' });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('Новые тарифы с 1 января');
    expect(within(bar).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/en/news/2');
  });

  it('links a full https address as it is, in Russian', async () => {
    renderWithProviders(<NotificationBar notification={{ message: 'Опрос о парковках', url: 'https://survey.example.org/parking' }} />);
    const bar = await screen.findByRole('region', { name: 'Объявление' });
    expect(within(bar).getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', 'https://survey.example.org/parking');
  });

  it('gives no link without a url or to an address that is neither a site path nor https', async () => {
    const { unmount } = renderWithProviders(<NotificationBar notification={{ message: 'Без ссылки', url: '' }} />);
    expect(await screen.findByRole('region', { name: 'Объявление' })).toHaveTextContent('Без ссылки');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    for (const url of ['javascript:alert(1)', 'http://plain.example.org', '//other.example.org/x', 'news/2']) {
      const view = renderWithProviders(<NotificationBar notification={{ message: 'Объявление города', url }} />);
      expect(await screen.findByRole('region', { name: 'Объявление' })).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
      view.unmount();
    }
  });

  it('is not there when the message is empty', () => {
    renderWithProviders(<NotificationBar notification={{ message: '  ', url: '/news/2' }} />);
    expect(screen.queryByRole('region', { name: 'Объявление' })).toBeNull();
  });

  it('stands in the site’s layout from the site options, under the header', async () => {
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ notification: { message: 'Уборка снега ночью', url: '/news/1' } }) },
      '/api/notification/popup': emptyPopup,
    });
    renderWithProviders(<AppLayout page={<p>page body</p>} />);
    const bar = await screen.findByRole('region', { name: 'Объявление' });
    expect(bar).toHaveTextContent('Уборка снега ночью');
    expect(screen.getByRole('banner').compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
