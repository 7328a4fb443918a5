import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffMember } from '@city-parking/contract/operator/operator-staff';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { deskSession } from '../desk-session.ts';
import { DeskScreens } from './desk-screens.tsx';
import { SetupScreen } from './setup-screen.tsx';
import { StaffScreen } from './staff-screen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  deskSession.clear();
});

const options = { status: 'ok', result: siteInfo() };
const admin: TStaffMember = { id: 1, name: 'Демо-оператор', email: 'operator@perm.demo', roles: ['admin', 'support'], state: 'active', secondFactor: true };
const member: TStaffMember = { id: 2, name: 'Анна', email: 'anna@perm.test', roles: ['content'], state: 'active', secondFactor: true };
const me = { status: 'ok', id: 1, name: admin.name, email: admin.email, roles: admin.roles };

describe('StaffScreen', { timeout: 20_000 }, () => {
  it('lists the staff, invites a member with the roles chosen, and disables one', async () => {
    const bodies: Record<string, unknown>[] = [];
    let staff = [admin, member];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/me/v1': me,
      '/api/operator/staff/v1': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { email: string; name: string; roles: TStaffMember['roles'] };
          bodies.push(body);
          const invited: TStaffMember = { id: 3, ...body, state: 'invited', secondFactor: false };
          staff = [...staff, invited];
          return { status: 'ok', member: invited };
        }
        return { status: 'ok', items: staff };
      },
      '/api/operator/staff/disable/v1': (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        staff = staff.map((m) => (m.id === 2 ? { ...m, state: 'disabled' } : m));
        return { status: 'ok', member: staff[1] };
      },
    });
    renderWithProviders(<StaffScreen />, { route: '/operator/staff' });
    const table = await screen.findByRole('region', { name: 'Таблица сотрудников' });
    const anna = await within(table).findByRole('row', { name: /Анна/ });
    expect(anna).toHaveTextContent('Контент');
    expect(anna).toHaveTextContent('Работает');
    // The admin's own row offers no switch-off.
    const own = within(table).getByRole('row', { name: /Демо-оператор/ });
    expect(await within(own).findByText('(вы)')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Отключить' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Отправить приглашение' }));
    expect(await screen.findByText('Выберите хотя бы одну роль')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@perm.test');
    await userEvent.type(screen.getByLabelText('Имя'), 'Новый');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Тарифы' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить приглашение' }));
    expect(await screen.findByText(/Приглашение отправлено на new@perm\.test/)).toBeInTheDocument();
    expect(await within(table).findByRole('row', { name: /Новый/ })).toHaveTextContent('Приглашён');

    await userEvent.click(within(anna).getByRole('button', { name: 'Отключить' }));
    expect(await within(anna).findByText('Отключён')).toBeInTheDocument();
    expect(within(anna).getByRole('button', { name: 'Включить' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@perm.test', name: 'Новый', roles: ['tariffs'] }, { operatorId: '2' }]);
  });

  it('says why a change was refused, in the desk’s language', async () => {
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/me/v1': me,
      '/api/operator/staff/v1': { status: 'ok', items: [admin, member] },
      '/api/operator/staff/roles/v1': { status: 'error', errorName: 'StaffSelfLockout', userMessage: 'Нельзя' },
    });
    renderWithProviders(<StaffScreen />, { route: '/operator/staff' });
    const anna = await screen.findByRole('row', { name: /Анна/ });
    await userEvent.click(within(anna).getByRole('button', { name: 'Роли сотрудника Анна' }));
    await userEvent.click(within(anna).getByRole('checkbox', { name: 'Поддержка' }));
    await userEvent.click(within(anna).getByRole('button', { name: 'Сохранить роли' }));
    expect(await within(anna).findByRole('alert')).toHaveTextContent('Нельзя отключить себя или снять с себя роль администратора');
  });
});

describe('the desk’s sections by role', { timeout: 20_000 }, () => {
  it('shows «Нет доступа» for appeals to a content-only member', async () => {
    deskSession.signIn('token', 'Анна', ['content']);
    mockApi({ '/api/info/get-options-info-v3': options, '/api/operator/me/v1': { ...me, id: 2, name: 'Анна', roles: ['content'] } });
    // Rendered outside the app's /operator/* route, the desk's index is the root.
    renderWithProviders(<DeskScreens />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
  });
});

describe('SetupScreen', { timeout: 20_000 }, () => {
  it('checks the password’s length, then sets the name and password with the link’s token', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/staff/setup/v1': (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 'ok', email: 'anna@perm.test' };
      },
    });
    renderWithProviders(<SetupScreen />, { route: '/operator/setup?token=abc' });
    await userEvent.type(await screen.findByLabelText('Ваше имя'), 'Анна');
    await userEvent.type(screen.getByLabelText(/^Пароль/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByText('Пароль должен быть от 6 до 20 символов')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Пароль/), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByText(/Учётная запись готова\. Войдите с anna@perm\.test/)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'abc', name: 'Анна', password: '123456' }]);
  });

  it('asks for the link from the e-mail when the address carries no token', async () => {
    mockApi({ '/api/info/get-options-info-v3': options });
    renderWithProviders(<SetupScreen />, { route: '/operator/setup' });
    expect(await screen.findByText(/В ссылке нет приглашения/)).toBeInTheDocument();
  });
});
