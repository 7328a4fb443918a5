import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { NewsItemPage } from './news-item-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('NewsItemPage', () => {
  it('shows the item with its sanitised body', async () => {
    mockApi({
      '/api/news/get-one': (url: URL) => ({
        status: 'ok',
        result: {
          id: Number(url.searchParams.get('id')),
          title: 'Новые зоны',
          preview: '',
          body: '<p>Текст новости</p><script>alert(1)</script>',
          publishedAt: '2026-11-20T09:00:00.000Z',
        },
      }),
    });
    const { container } = renderWithProviders(<NewsItemPage />, { route: '/news/7', path: '/news/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новые зоны' })).toBeInTheDocument();
    expect(await screen.findByText('Текст новости')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: /Все новости/ })).toHaveAttribute('href', '/news');
  });

  it('shows the not-found page for an unknown item', async () => {
    mockApi({});
    renderWithProviders(<NewsItemPage />, { route: '/news/999', path: '/news/:id' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number', () => {
    mockApi({});
    renderWithProviders(<NewsItemPage />, { route: '/news/abc', path: '/news/:id' });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
