import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TFine } from '@city-parking/contract/fines/fines';
import { withUinCheckDigit } from '@city-parking/contract/fines/uin';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { FeedbackPage } from './feedback-page.tsx';

const UIN = withUinCheckDigit('0355000010000000001');

const fine = (over: Partial<TFine>): TFine => ({
  fineStatus: 'new',
  status: 'Новый',
  uin: UIN,
  article: '8.14',
  place: 'ул. Ленина, 50',
  offenseDate: '2026-11-20T09:32:00Z',
  rulingDate: '',
  date: '2026-11-21',
  orderNumber: '',
  totalSum: 150_000,
  paidSum: 0,
  sts: '59АВ123456',
  grz: 'А123ВС159',
  start: '',
  end: '',
  type: 'Неоплата парковки',
  provider: 'Администратор',
  imgSrc: '',
  ...over,
});

const api = (fines: TFine[]) =>
  mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { viewPenalty: true } }) },
    '/api/profile/get-profile-v6': driverProfile(),
    '/api/appealProcessing/getAppeals/v1': { status: 'ok', count: 0, items: [] },
    '/api/finesstorage/fines/v1': { status: 'ok', result: fines },
  });

const message = () => screen.getByRole('textbox', { name: /Сообщение|Message/ });

signInForEachTest();

describe('FeedbackPage with ?fine=', { timeout: 15_000 }, () => {
  it('pre-fills an appeal against a fine with evidence and links the evidence', async () => {
    api([fine({ fineStatus: 'paid', coverage: { kind: 'session', zone: '101', at: '2026-11-20T09:32:00Z', until: '2026-11-20T10:00:00Z' }, evidence: true })]);
    renderWithProviders(<FeedbackPage />, { route: `/profile/feedback?fine=${UIN}` });
    expect(await screen.findByText(`К обращению приложено подтверждение оплаты по штрафу УИН ${UIN}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подтверждение оплаты (PDF)' })).toHaveAttribute('href', expect.stringContaining(`evidence/v1?`));
    expect(message()).toHaveValue(`Прошу отменить штраф УИН ${UIN}: в это время парковка была оплачена, подтверждение приложено.`);
  });

  it('attaches a fine without evidence, but links no evidence and claims none (en)', async () => {
    api([fine({ evidence: false })]);
    renderWithProviders(<FeedbackPage />, { route: `/en/profile/feedback?fine=${UIN}` });
    expect(await screen.findByText(`Fine UIN ${UIN} is attached to the appeal.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment confirmation (PDF)' })).toBeNull();
    expect(message()).toHaveValue(`Please review fine UIN ${UIN}.`);
  });

  it.each([
    ['cancelled', '/', `Штраф УИН ${UIN} отменён или уже обжалуется: новое обращение ему не поможет.`],
    ['suspended', '/en', `Fine UIN ${UIN} is cancelled or already under appeal: a new appeal would not help it.`],
  ] as const)('says a %s fine cannot be appealed and does not pre-fill an appeal against it', async (fineStatus, prefix, line) => {
    api([fine({ fineStatus, evidence: true })]);
    renderWithProviders(<FeedbackPage />, { route: `${prefix}/profile/feedback?fine=${UIN}` });
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(message()).toHaveValue('');
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(screen.queryByText(new RegExp(`${UIN} (is attached|приложен)`))).toBeNull();
  });
});
