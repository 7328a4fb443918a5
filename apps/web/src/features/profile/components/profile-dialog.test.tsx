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
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={false} initialStep="email" onClose={() => undefined} />);
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
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply initialStep="phone" onClose={() => undefined} />, { route: '/en' });
    await screen.findByRole('dialog', { name: 'Change the phone' });
    await userEvent.type(screen.getByLabelText('New phone number'), '+7 923 000 03 02');
    await userEvent.type(screen.getByLabelText('Current password', { exact: true }), 'maria2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(Object.fromEntries(await waitFor(() => bodyOf(fetch, 'send-sms-code').at(-1)!))).toMatchObject({
      phone: '+7 923 000 03 02',
      edit: 'true',
      isReply: 'true',
      currentpass: 'maria2026',
    });

    await userEvent.type(await screen.findByLabelText('Confirmation code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many incorrect codes. Start again and request a new code');
    expect(screen.getByLabelText('New phone number')).toHaveValue('+7 923 000 03 02');
  }, 15_000);
});

describe('ProfileDialog: an added phone and the city’s contact change', { timeout: 15_000 }, () => {
  it('adds a phone with its SMS code and no password, as a phone that is not main', async () => {
    tokenStore.set('standart', 'tok-3');
    const fetch = mockApi({
      '/api/profile/send-sms-code': { status: 'ok', token: 'change-3' },
      '/api/auth/confirm-phone': { status: 'ok' },
    });
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={false} initialStep="addPhone" onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Добавить телефон' });
    expect(screen.queryByLabelText('Текущий пароль', { exact: true })).toBeNull();
    await userEvent.type(screen.getByLabelText('Новый номер телефона'), '+7 923 000 03 05');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    await userEvent.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Телефон добавлен.');
    expect(Object.fromEntries(bodyOf(fetch, 'send-sms-code').at(-1)!)).toEqual({ token: 'tok-3', phone: '+7 923 000 03 05', edit: 'false', isReply: 'false' });
    expect(Object.fromEntries(bodyOf(fetch, 'confirm-phone').at(-1)!)).toEqual({ token: 'change-3', code: '123456' });
  });

  it('warns and sends no code where the city gives no SMS-reply setting, for a new main phone and an added one', async () => {
    tokenStore.set('standart', 'tok-4');
    const fetch = mockApi({ '/api/profile/send-sms-code': { status: 'ok', token: 'change-4' } });
    const { unmount } = renderWithProviders(
      <ProfileDialog profile={profile} withNames contactChange smsReply={undefined} initialStep="phone" onClose={() => undefined} />,
    );
    await userEvent.type(await screen.findByLabelText('Новый номер телефона'), '+7 923 000 03 06');
    await userEvent.type(screen.getByLabelText('Текущий пароль', { exact: true }), 'maria2026');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Код не отправлен: город не сообщил настройку ответных SMS.');
    unmount();

    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={undefined} initialStep="addPhone" onClose={() => undefined} />, {
      route: '/en',
    });
    await userEvent.type(await screen.findByLabelText('New phone number'), '+7 923 000 03 07');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code was not sent: the city has not given its SMS-reply setting.');
    expect(screen.getByLabelText('New phone number')).toHaveValue('+7 923 000 03 07');
    expect(bodyOf(fetch, 'send-sms-code')).toEqual([]);
  });

  it('offers no e-mail change where the city does not allow contact changes (English)', async () => {
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange={false} smsReply={false} initialStep="main" onClose={() => undefined} />, {
      route: '/en',
    });
    await screen.findByRole('dialog', { name: 'Edit the profile' });
    expect(screen.getByRole('button', { name: 'Change the phone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the e-mail' })).toBeNull();
  });
});

describe('ProfileDialog: names', () => {
  it('does not save an empty first or last name', async () => {
    tokenStore.set('standart', 'tok-1');
    const fetch = mockApi({ '/api/profile/change-profile': { status: 'ok' } });
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={false} initialStep="main" onClose={() => undefined} />);
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
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={false} initialStep="main" onClose={() => undefined} />);
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
  it('takes a new password of 4 to 20 characters, as the spec allows for this change', async () => {
    tokenStore.set('standart', 'tok-1');
    const fetch = mockApi({ '/api/profile/change-password': { status: 'ok' } });
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={false} initialStep="password" onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Текущий пароль', { exact: true }), 'maria2026');
    const pass = screen.getByLabelText('Новый пароль', { exact: true });
    await userEvent.type(pass, '123');
    await userEvent.type(screen.getByLabelText('Повторите пароль', { exact: true }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(pass).toHaveAccessibleDescription('Пароль должен содержать от 4 до 20 символов');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(pass, '4');
    await userEvent.type(screen.getByLabelText('Повторите пароль', { exact: true }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён.');
    expect(Object.fromEntries(bodyOf(fetch, 'change-password').at(-1)!)).toMatchObject({ currentpass: 'maria2026', pass: '1234' });
  });

  it('forgets a refused change once the form is edited, so no old alert stands beside a new issue', async () => {
    tokenStore.set('standart', 'tok-1');
    mockApi({ '/api/profile/change-password': { status: 'error', errorName: 'TooManyRequests' } });
    renderWithProviders(<ProfileDialog profile={profile} withNames contactChange smsReply={false} initialStep="password" onClose={() => undefined} />);
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
