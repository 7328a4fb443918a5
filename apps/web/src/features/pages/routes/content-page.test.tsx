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

  it('shows the not-found page when the server has no such page', async () => {
    mockApi({});
    renderWithProviders(<ContentPage />, { route: '/pages/nothing', path: '/pages/*' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
