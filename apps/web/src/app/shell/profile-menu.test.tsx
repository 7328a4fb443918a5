import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { ProfileMenu } from './profile-menu.tsx';

signInForEachTest();

/** The menu's entries once the city's settings are in (a city without a balance names its parkings sessions). */
async function menuItems(useSubscriptionConstructor: boolean): Promise<string[]> {
  mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useSubscriptionConstructor, dontUseBalance: true } }) },
    '/api/profile/get-profile-v6': driverProfile({ firstName: 'Анна', lastName: 'Петрова' }),
  });
  renderWithProviders(<ProfileMenu />);
  await userEvent.click(await screen.findByRole('button', { name: /Анна Петрова/ }));
  await screen.findByRole('menuitem', { name: 'Парковочные сессии' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

describe('ProfileMenu', () => {
  it('leads to the subscription constructor where the city has it', async () => {
    expect(await menuItems(true)).toContain('Конструктор абонементов');
  });

  it("starts with the parking, as bare /profile does, and keeps the driver's own data after the purchases", async () => {
    expect(await menuItems(true)).toEqual([
      'Парковочные сессии',
      'Операции',
      'Абонементы',
      'Конструктор абонементов',
      'Мой профиль',
      'Обратная связь',
      'Выйти',
    ]);
  });

  it('has no constructor entry where the setting is off', async () => {
    expect(await menuItems(false)).not.toContain('Конструктор абонементов');
  });
});
