import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDocument } from '@city-parking/contract/profile/vehicle-calls';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { DocumentsBlock } from './documents-block.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

const documents = [{ id: 7, type: 'VU', title: '1234567890' }] as unknown as TDocument[];

describe('DocumentsBlock', { timeout: 15_000 }, () => {
  it('waits for the profile, says when there is nothing, then lists the documents', () => {
    const loading = renderWithProviders(<DocumentsBlock documents={undefined} />);
    expect(screen.getByRole('button', { name: 'Добавить документ' })).toBeDisabled();
    loading.unmount();
    const empty = renderWithProviders(<DocumentsBlock documents={[]} />);
    expect(screen.getByRole('region', { name: 'Документы' })).toHaveTextContent('Документов пока нет.');
    empty.unmount();
    renderWithProviders(<DocumentsBlock documents={documents} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Водительское удостоверение 1234567890');
  });

  it('deletes a document after asking, and says when that fails', async () => {
    tokenStore.set('standart', 'tok-1');
    const fetch = mockApi({ '/api/profile/document': { status: 'error', errorName: 'TooManyRequests' } });
    renderWithProviders(<DocumentsBlock documents={documents} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 5_000 });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
