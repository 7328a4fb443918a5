import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { NewPasswordForm } from './new-password-form.tsx';

afterEach(() => vi.restoreAllMocks());

describe('NewPasswordForm', () => {
  it("after a sign-in with the call's digits asks for the new password only and hands on the new session", async () => {
    const fetch = mockApi({ '/api/profile/restore-password/change': { status: 'ok', id_session: 'session-1' } });
    const onDone = vi.fn();
    renderWithProviders(<NewPasswordForm intro="intro" grant="grant-1" onDone={onDone} />);
    expect(screen.queryByLabelText('Код из письма')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'newpass26' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'newpass26' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('session-1'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![1]?.body)).toBe('token=grant-1&pass=newpass26');
  });

  it("with the e-mail's code checks it first and ends without a session", async () => {
    const fetch = mockApi({ '/api/profile/restore-password/check': { status: 'ok' }, '/api/profile/restore-password/change': { status: 'ok' } });
    const onDone = vi.fn();
    renderWithProviders(<NewPasswordForm intro="intro" onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Код из письма'), { target: { value: 'ABCD2345' } });
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'newpass26' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'newpass26' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(undefined));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
