import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProfile } from '@city-parking/contract/profile/get-profile';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { ProfileDialog } from './profile-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

const profile = {
  email: 'maria@example.org',
  firstName: 'Мария',
  lastName: 'Кузнецова',
  middleName: '',
  balance: 0,
  ts: [],
  telephone: '79230000301',
  telephones: [{ phone: '79230000301', isMain: true }],
  documents: [],
  sessions: [],
} as unknown as TProfile;

const bodyOf = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).includes(path)).map(([, init]) => new URLSearchParams(String(init?.body)));

describe('ProfileDialog: a new e-mail or main phone', () => {
  it('asks for the current password with the e-mail, shows the server refusing it on its field, then confirms the code', async () => {
    tokenStore.set('standart', 'tok-1');
    let sends = 0;
    const fetch = mockApi({
      '/api/profile/send-email-code': () =>
        ++sends === 1
          ? { status: 'error', errorName: 'CurrentPasswordIncorrect', fields: { currentpass: 'CurrentPasswordIncorrect' } }
          : { status: 'ok', token: 'change-1' },
      '/api/auth/confirm-email': { status: 'ok' },
    });
    renderWithProviders(<ProfileDialog profile={profile} withNames initialStep="email" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Изменить e-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Новый e-mail'), 'maria.k@example.org');
    await userEvent.type(screen.getByLabelText('Текущий пароль', { exact: true }), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    await waitFor(() => expect(screen.getByLabelText('Текущий пароль', { exact: true })).toHaveAccessibleDescription(/Текущий пароль указан неверно/));
    expect(dialog.querySelector('[role="alert"]')).toBeNull();

    await userEvent.clear(screen.getByLabelText('Текущий пароль', { exact: true }));
    await userEvent.type(screen.getByLabelText('Текущий пароль', { exact: true }), 'maria2026');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    await userEvent.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail изменён.');
    const sent = bodyOf(fetch, 'send-email-code').at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({ token: 'tok-1', email: 'maria.k@example.org', currentpass: 'maria2026' });
  }, 15_000);

  it('sends the password with a new main phone and starts again after too many wrong codes (English)', async () => {
    tokenStore.set('standart', 'tok-2');
    const fetch = mockApi({
      '/api/profile/send-sms-code': { status: 'ok', token: 'change-2' },
      '/api/auth/confirm-phone': { status: 'error', errorName: 'CodeTryLimit' },
    });
    renderWithProviders(<ProfileDialog profile={profile} withNames initialStep="phone" onClose={() => undefined} />, { route: '/en' });
    await screen.findByRole('dialog', { name: 'Change the phone' });
    await userEvent.type(screen.getByLabelText('New phone number'), '+7 923 000 03 02');
    await userEvent.type(screen.getByLabelText('Current password', { exact: true }), 'maria2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(Object.fromEntries(await waitFor(() => bodyOf(fetch, 'send-sms-code').at(-1)!))).toMatchObject({
      phone: '+7 923 000 03 02',
      edit: 'true',
      currentpass: 'maria2026',
    });

    await userEvent.type(await screen.findByLabelText('Confirmation code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many incorrect codes. Start again and request a new code');
    expect(screen.getByLabelText('New phone number')).toHaveValue('+7 923 000 03 02');
  }, 15_000);
});

describe('ProfileDialog: names', () => {
  it('does not save an empty first or last name', async () => {
    tokenStore.set('standart', 'tok-1');
    const fetch = mockApi({ '/api/profile/change-profile': { status: 'ok' } });
    renderWithProviders(<ProfileDialog profile={profile} withNames initialStep="main" onClose={() => undefined} />);
    const lastName = await screen.findByLabelText('Фамилия');
    await userEvent.clear(lastName);
    await userEvent.clear(screen.getByLabelText('Имя'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(lastName).toHaveAccessibleDescription('Заполните поле');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Заполните поле');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('holds names to the contract length and shows a name the server refuses on its field', async () => {
    tokenStore.set('standart', 'tok-1');
    mockApi({ '/api/profile/change-profile': { status: 'error', errorName: 'ValidationError', fields: { lastname: 'InvalidFormat' } } });
    renderWithProviders(<ProfileDialog profile={profile} withNames initialStep="main" onClose={() => undefined} />);
    const lastName = await screen.findByLabelText('Фамилия');
    expect(lastName).toHaveAttribute('maxlength', '100');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Кузнецова-Петрова');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Неверный формат'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProfileDialog: password', { timeout: 15_000 }, () => {
  it('forgets a refused change once the form is edited, so no old alert stands beside a new issue', async () => {
    tokenStore.set('standart', 'tok-1');
    mockApi({ '/api/profile/change-password': { status: 'error', errorName: 'TooManyRequests' } });
    renderWithProviders(<ProfileDialog profile={profile} withNames initialStep="password" onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Текущий пароль', { exact: true }), 'maria2026');
    await userEvent.type(screen.getByLabelText('Новый пароль', { exact: true }), 'maria2027');
    await userEvent.type(screen.getByLabelText('Повторите пароль', { exact: true }), 'maria2027');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Повторите пароль', { exact: true }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
