import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSubscriptionAdvice } from '@city-parking/contract/subscriptions/subscription-advice';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { SubscriptionsPage } from './subscriptions-page.tsx';

const offer = {
  parkingPermit: 'Абонемент на неделю',
  parkingPermitCode: 'AB-WEEK',
  parkingPermitType: 'week',
  parkingPermitDesc: 'Семь дней в любой зоне',
  parkingPermitStartDate: '2026-11-26',
  parkingPermitEndDate: '2026-12-26',
  parkingPermitTs: '',
  cost: 123_456_700,
  zones: 'all',
  sale: 100,
  sort: 1,
};

const window90 = { sessions: 12, from: '2026-08-28', to: '2026-11-25' };
const saving: TSubscriptionAdvice = {
  verdict: 'saving',
  ...window90,
  best: { offerCode: 'AB-WEEK', offerLabel: 'Недельный абонемент', plate: 'А123ВС159', zone: '101', paid: 300_000, wouldPay: 176_000, saving: 124_000 },
};

function api(fields: { advice?: unknown; benefits?: unknown; profile?: unknown } = {}) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() },
    '/api/profile/get-profile-v6': fields.profile ?? driverProfile(),
    '/api/profile/get-benefits-v2': fields.benefits ?? { status: 'ok', result: [] },
    '/api/profile/get-subscription': { status: 'ok', result: [offer] },
    '/api/profile/subscription-advice': fields.advice ?? { status: 'ok', result: saving },
  });
}

signInForEachTest();

describe('SubscriptionsPage', { timeout: 15_000 }, () => {
  it('shows the empty list, the offer with its price, and the advice in one line', async () => {
    api();
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('У вас нет абонементов')).toBeInTheDocument();
    expect(await screen.findByText('1 234 567,00 ₽')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить: Абонемент на неделю' })).toBeInTheDocument();
    expect(await screen.findByText('Абонемент «Недельный абонемент» для А123ВС159 в зоне 101 сэкономил бы 1 240 ₽ за последние 90 дней')).toBeInTheDocument();
    // Without the constructor setting there is no link to it.
    expect(screen.queryByRole('link', { name: 'Подобрать абонемент' })).toBeNull();
  });

  it('says in English that no subscription would have been cheaper', async () => {
    api({ advice: { status: 'ok', result: { verdict: 'noSaving', ...window90 } } });
    renderWithProviders(<SubscriptionsPage />, { route: '/en' });
    expect(await screen.findByText('Over the last 90 days no subscription would have been cheaper than what you paid')).toBeInTheDocument();
    expect(await screen.findByText('1 234 567.00 ₽')).toBeInTheDocument();
  });

  it.each([
    ['too little history', { status: 'ok', result: { verdict: 'tooLittleHistory', ...window90 } }],
    ['a failure', { status: 'error', errorName: 'UnknownError' }],
  ])('says nothing for %s', async (_, advice) => {
    const fetch = api({ advice });
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('1 234 567,00 ₽')).toBeInTheDocument();
    await screen.findByText('У вас нет абонементов');
    expect(callsTo(fetch, '/api/profile/subscription-advice').length).toBeGreaterThan(0);
    expect(document.querySelector('.subs-advice')).toHaveTextContent('');
  });

  it('offers to try the list again when it fails', async () => {
    const fetch = api({ benefits: { status: 'error', errorName: 'UnknownError' } });
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Не удалось загрузить абонементы', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const before = callsTo(fetch, '/api/profile/get-benefits-v2').length;
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(callsTo(fetch, '/api/profile/get-benefits-v2').length).toBeGreaterThan(before);
  });

  it('offers to try again or to log out when the profile fails', async () => {
    api({ profile: { status: 'error', errorName: 'UnknownError' } });
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Не удалось загрузить профиль', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });
});
