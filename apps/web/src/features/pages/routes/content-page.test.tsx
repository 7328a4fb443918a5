import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { ContentPage } from './content-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ContentPage', () => {
  it('finds the page by the path after /pages/', async () => {
    const fetch = mockApi({
      '/api/pages/get-by-path': {
        status: 'ok',
        result: { path: 'personal-data-rules', title: 'Правила', body: '<p onclick="x()">Оператор обрабатывает данные.</p>' },
      },
    });
    renderWithProviders(<ContentPage />, { route: '/pages/personal-data-rules', path: '/pages/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Правила' })).toBeInTheDocument();
    const paragraph = await screen.findByText('Оператор обрабатывает данные.');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://localhost').searchParams.get('path')).toBe('personal-data-rules');
  });

  it('lists the pages at bare /pages, each a link in the page language', async () => {
    mockApi({
      '/api/pages/list': {
        status: 'ok',
        result: [
          { path: 'how-to-pay', title: 'How to pay for parking' },
          { path: 'personal-data-rules', title: 'Personal data rules' },
        ],
      },
    });
    renderWithProviders(<ContentPage />, { route: '/en/pages', path: '/en/pages/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Information' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Personal data rules' })).toHaveAttribute('href', '/en/pages/personal-data-rules');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('shows the not-found page when the server has no such page', async () => {
    mockApi({});
    renderWithProviders(<ContentPage />, { route: '/pages/nothing', path: '/pages/*' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
