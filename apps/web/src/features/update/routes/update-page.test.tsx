import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { UpdatePage } from './update-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('UpdatePage', () => {
  // The test city is the default one (perm), which did not move from an older service.
  it('sends visitors of other cities to the main page', async () => {
    mockApi({});
    renderWithProviders(<UpdatePage />, { route: '/update', path: '/update', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(await screen.findByText('main page')).toBeInTheDocument();
  });
});
