import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFine } from '@city-parking/contract/fines/fines';
import type { TVehicle } from '@city-parking/contract/profile/profile';
import { driverProfile, driverVehicle } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { PenaltyPage } from './penalty-page.tsx';

const fine = (over: Partial<TFine> = {}): TFine => ({
  fineStatus: 'paid',
  status: 'Оплачен',
  uin: '03550000100000000014',
  article: '8.14',
  place: 'ул. Ленина, 50',
  offenseDate: '2026-11-20T09:32:00Z',
  rulingDate: '',
  date: '2026-11-21',
  orderNumber: '',
  totalSum: 150_000,
  paidSum: 150_000,
  sts: '59АВ123456',
  grz: 'А123ВС159',
  start: '',
  end: '',
  type: 'Неоплата парковки',
  provider: 'Администратор',
  imgSrc: '/api/finesstorage/fineimage/v1?uin=03550000100000000014',
  ...over,
});

const api = (result: TFine[], ts: TVehicle[] = []) =>
  mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { viewPenalty: true } }) },
    '/api/finesstorage/fines/v1': { status: 'ok', result },
    '/api/profile/get-profile-v6': driverProfile({ ts }),
  });

signInForEachTest();

describe('PenaltyPage', { timeout: 15_000 }, () => {
  it('shows the header, creates the photo only once the fine is opened, and the coverage with its actions', async () => {
    api([
      fine({
        fineStatus: 'paid',
        status: 'Оплачен',
        coverage: { kind: 'session', zone: '101', at: '2026-11-20T09:32:00Z', until: '2026-11-20T10:00:00Z' },
        evidence: true,
      }),
    ]);
    const { container } = renderWithProviders(<PenaltyPage />);
    expect(await screen.findByText('Оплачен')).toBeInTheDocument();
    expect(screen.getAllByText('1 500,00 ₽')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(container.querySelector('summary')!);
    expect(await screen.findByRole('img')).toHaveAttribute('src', expect.stringMatching(/fineimage\/v1\?uin=03550000100000000014&token=/));
    expect(screen.getByText(/В \d\d:\d\d у этой машины была оплаченная парковка в зоне 101 до \d\d:\d\d/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Доказательство оплаты (PDF) по штрафу 03550000100000000014' })).toHaveAttribute(
      'href',
      expect.stringMatching(/evidence\/v1\?token=.+&uin=03550000100000000014&lang=ru$/),
    );
    expect(screen.getByRole('link', { name: 'Обжаловать штраф 03550000100000000014' })).toHaveAttribute('href', '/profile/feedback?fine=03550000100000000014');
  });

  it('offers an appeal only where it can help, and the evidence only where there is a payment to show', async () => {
    const coverage = { kind: 'session' as const, zone: '101', at: '2026-11-20T09:32:00Z', until: '2026-11-20T10:00:00Z' };
    api([
      fine({ uin: '03550000100000000001', fineStatus: 'cancelled', status: 'Отменён', coverage, evidence: false }),
      fine({ uin: '03550000100000000002', fineStatus: 'suspended', status: 'Приостановлен', coverage, evidence: true }),
      fine({ uin: '03550000100000000003', fineStatus: 'new', status: 'Новый', coverage, evidence: false }),
    ]);
    renderWithProviders(<PenaltyPage />);
    expect(await screen.findByText('Отменён')).toBeInTheDocument();
    // Cancelled, and its session not in the history: the coverage is said, nothing is offered.
    expect(screen.queryByRole('link', { name: /03550000100000000001/ })).toBeNull();
    // Under appeal already: its evidence, no second appeal.
    expect(screen.getByRole('link', { name: 'Доказательство оплаты (PDF) по штрафу 03550000100000000002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Обжаловать штраф 03550000100000000002' })).toBeNull();
    // A new fine with nothing to show as evidence: the appeal alone.
    expect(screen.queryByRole('link', { name: 'Доказательство оплаты (PDF) по штрафу 03550000100000000003' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Обжаловать штраф 03550000100000000003' })).toBeInTheDocument();
  });

  it('sends the address to the main page, asking for no fines, where the city shows none', async () => {
    const calls = mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { viewPenalty: false } }) },
      '/api/finesstorage/fines/v1': { status: 'ok', result: [fine()] },
    });
    renderWithProviders(<PenaltyPage />, {
      route: '/profile/penalty',
      path: '/profile/penalty',
      extraRoutes: [{ path: '/', element: <h1>Главная</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Штрафы' })).toBeNull();
    expect(calls.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/finesstorage/'))).toEqual([]);
  });

  it('says in English that there are no fines, and how fines are found', async () => {
    api([]);
    renderWithProviders(<PenaltyPage />, { route: '/en' });
    expect(await screen.findByText('You have no fines')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Fines are found by the plate and registration certificate (STS) of one of your cars, or by the driving licence number among your documents.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers to add the STS of each Russian car that lacks one, in both languages', async () => {
    const withSts = { ...driverVehicle('В456ОР159', false), id: 3, STSNumber: '59АВ123456' };
    const foreign = { ...driverVehicle('KA1234AB', false), id: 4, formatGrz: 'foreign' as const, country: 'other' as const };
    api([], [driverVehicle('А123ВС159', true), withSts, foreign]);
    const { unmount } = renderWithProviders(<PenaltyPage />);
    expect(await screen.findByText('У вас нет штрафов')).toBeInTheDocument();
    expect(
      screen.getByText('Штрафы находятся по госномеру и СТС одной из ваших машин или по номеру водительского удостоверения из ваших документов.'),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Добавить СТС машины А123ВС159' });
    expect(link).toHaveAttribute('href', `/profile/my-profile?vehicle=${encodeURIComponent('А123ВС159')}`);
    expect(link.closest('li')).toHaveTextContent('У машины А123ВС159 не указан номер СТС, поэтому её штрафы не найти.');
    // A car with its STS, and a foreign one (no Russian STS to give), are not asked about.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();

    renderWithProviders(<PenaltyPage />, { route: '/en' });
    expect(await screen.findByRole('link', { name: 'Add the STS of the car А123ВС159' })).toHaveAttribute(
      'href',
      `/en/profile/my-profile?vehicle=${encodeURIComponent('А123ВС159')}`,
    );
  });
});
