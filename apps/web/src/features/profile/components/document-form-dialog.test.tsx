import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { DocumentFormDialog } from './document-form-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

const number = () => screen.getByLabelText('Серия и номер');
const fill = async (field: HTMLElement, value: string) => {
  await userEvent.click(field);
  await userEvent.paste(value);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('DocumentFormDialog', { timeout: 15_000 }, () => {
  it('says the number issue on submit, forgets it on typing, shows a server refusal on the field and other failures in the alert', async () => {
    tokenStore.set('standart', 'tok-1');
    let calls = 0;
    const fetch = mockApi({
      '/api/profile/document': () =>
        ++calls === 1 ? { status: 'error', errorName: 'ValidationError', fields: { number: 'duplicate' } } : { status: 'error', errorName: 'TooManyRequests' },
    });
    renderWithProviders(<DocumentFormDialog document={null} documents={[]} onClose={() => undefined} />);
    await save();
    expect(number()).toHaveAccessibleDescription('Введите серию и номер');
    expect(fetch).not.toHaveBeenCalled();

    await fill(number(), '1234567890');
    expect(number()).not.toHaveAccessibleDescription('Введите серию и номер');
    await save();
    await waitFor(() => expect(number()).toHaveAccessibleDescription('Такой документ уже добавлен'), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(number(), '{Backspace}0');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(calls).toBe(2), { timeout: 5_000 });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
