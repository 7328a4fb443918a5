import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { RestorePasswordPage } from './restore-password-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('RestorePasswordPage', () => {
  it('says nothing while the login is typed, its issue once the field is left, and focuses it on a wrong submit', async () => {
    const fetch = mockApi({ '/api/profile/restore-password/send-email': { status: 'ok' } });
    renderWithProviders(<RestorePasswordPage />);
    const field = screen.getByLabelText('E-mail или телефон');
    await userEvent.type(field, 'a');
    expect(screen.queryByText('Введите e-mail или телефон из 10–11 цифр')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');

    fireEvent.blur(field);
    expect(field).toHaveAccessibleDescription('Введите e-mail или телефон из 10–11 цифр');
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveAccessibleDescription('Заполните поле');

    await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    expect(field).toHaveFocus();
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('send-email'))).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'driver@example.org' } });
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByText('Мы отправили код на driver@example.org. Введите его и новый пароль.')).toBeInTheDocument();
    // The first test of the file loads the page's code: more than the default 5 s on a busy machine.
  }, 15_000);

  it('in English, an e-mail with a typo is called an incorrect e-mail after a submit', async () => {
    mockApi({});
    renderWithProviders(<RestorePasswordPage />, { route: '/en/restore-password' });
    const field = screen.getByLabelText('E-mail or phone');
    fireEvent.change(field, { target: { value: 'driver@example' } });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Incorrect e-mail');
  });
});
