import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { ChangePhone } from './change-phone.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ChangePhone', { timeout: 15_000 }, () => {
  it('says a partial number while it is typed, sends a whole one, and closes with the new number', async () => {
    let calls = 0;
    const fetch = mockApi({ '/api/auth/change-phone': () => (++calls === 1 ? { status: 'error', errorName: 'TooManyRequests' } : { status: 'ok' }) });
    const onChanged = vi.fn();
    renderWithProviders(<ChangePhone token="reg-1" onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер телефона' }));
    const field = screen.getByLabelText('Новый номер телефона');
    await userEvent.click(field);
    await userEvent.paste('+7 923');
    expect(field).toHaveAccessibleDescription('Некорректный номер телефона');
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeDisabled();

    await userEvent.paste(' 000 03 01');
    expect(field).not.toHaveAccessibleDescription('Некорректный номер телефона');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('79230000301'), { timeout: 5_000 });
    expect(new URLSearchParams(String(fetch.mock.calls.at(-1)![1]!.body)).get('phone')).toBe('+7 923 000 03 01');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер телефона' }));
    expect(screen.getByLabelText('Новый номер телефона')).toHaveValue('');
  });
});
