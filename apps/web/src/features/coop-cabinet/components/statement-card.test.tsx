import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { StatementCard } from './statement-card.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('coop');
});

describe('StatementCard', { timeout: 15_000 }, () => {
  it('downloads the chosen month in the chosen format with the coop token, and says a refusal', async () => {
    tokenStore.set('coop', 'coop-token');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const asked: URL[] = [];
    let refuse = false;
    mockApi({
      '/api/corp-profile/statement': (url: URL) => {
        asked.push(url);
        return refuse
          ? Response.json({ status: 'error', errorName: 'ValidationError', fields: { month: 'InvalidFormat' } })
          : new Response('%PDF', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="statement.pdf"' } });
      },
    });
    renderWithProviders(<StatementCard />);
    const month = screen.getByLabelText('Месяц');
    const options = Array.from((month as HTMLSelectElement).options).map((option) => option.value);
    expect(options).toHaveLength(12);
    await userEvent.selectOptions(month, options[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать PDF' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ token: 'coop-token', month: options[1], format: 'pdf' });

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(asked[1]!.searchParams.get('format')).toBe('xlsx');
  });
});
