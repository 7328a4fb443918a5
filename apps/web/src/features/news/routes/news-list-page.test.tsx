import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { QueryClient } from '@tanstack/react-query';
import { NewsListPage, prefetchNewsListData } from './news-list-page.tsx';

const item = (id: number) => ({ id, title: `Новость ${id}`, preview: `Кратко ${id}`, publishedAt: '2026-11-20T09:00:00.000Z' });

afterEach(() => vi.restoreAllMocks());

describe('NewsListPage', () => {
  it('pages through the list with limit and offset', async () => {
    const fetch = mockApi({
      '/api/news': (url: URL) => {
        const offset = Number(url.searchParams.get('offset'));
        const ids = Array.from({ length: offset === 0 ? 10 : 4 }, (_, i) => offset + i + 1);
        return { status: 'ok', result: { items: ids.map(item), total: 14 } };
      },
    });
    renderWithProviders(<NewsListPage />, { route: '/news' });
    expect(await screen.findByRole('link', { name: 'Новость 1' })).toHaveAttribute('href', '/news/1');
    expect(screen.getAllByText('20.11.2026')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Новость 11' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новость 1' })).not.toBeInTheDocument();
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(urls.at(-1)?.searchParams.get('offset')).toBe('10');
    expect(urls.at(-1)?.searchParams.get('limit')).toBe('10');
  });

  it('opens the page named in the address and links in the current language', async () => {
    mockApi({ '/api/news': (url: URL) => ({ status: 'ok', result: { items: [item(Number(url.searchParams.get('offset')) + 1)], total: 14 } }) });
    renderWithProviders(<NewsListPage />, { route: '/en/news?page=2' });
    expect(await screen.findByRole('link', { name: 'Новость 11' })).toHaveAttribute('href', '/en/news/11');
  });

  it('says when there is no news and shows a translated error with a retry', async () => {
    let calls = 0;
    mockApi({ '/api/news': () => (++calls === 1 ? { status: 'error', errorName: 'UnknownError' } : { status: 'ok', result: { items: [], total: 0 } }) });
    renderWithProviders(<NewsListPage />, { route: '/news' });
    await userEvent.click(await screen.findByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('Новостей пока нет.')).toBeInTheDocument();
  });

  it('renders the page of the address asked for before its first render, without asking again', async () => {
    const fetch = mockApi({ '/api/news': (url: URL) => ({ status: 'ok', result: { items: [item(Number(url.searchParams.get('offset')) + 1)], total: 14 } }) });
    const client = new QueryClient();
    // Before the app has switched to English, as on a first load.
    await i18n.changeLanguage('ru');
    await prefetchNewsListData(client, { pathname: '/en/news', search: '?page=2' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en');
    renderWithProviders(<NewsListPage />, { route: '/en/news?page=2', client });
    expect(screen.getByRole('link', { name: 'Новость 11' })).toHaveAttribute('href', '/en/news/11');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
