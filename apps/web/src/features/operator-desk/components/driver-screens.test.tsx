import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TDriverCard, TDriverHit } from '@city-parking/contract/operator/operator-drivers';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { deskSession } from '../desk-session.ts';
import { DriverCardScreen } from './driver-card-screen.tsx';
import { DriversScreen } from './drivers-screen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  deskSession.clear();
});

const options = { status: 'ok', result: siteInfo() };
const hit = (over: Partial<TDriverHit> = {}): TDriverHit => ({
  id: 1,
  name: 'Смирнова Анна Сергеевна',
  phone: '+ 7 (912) 000-00-01',
  email: 'demo@parking.test',
  plates: ['А123ВС159'],
  matched: ['plate'],
  ...over,
});
const driver: TDriverCard = {
  id: 1,
  name: 'Смирнова Анна Сергеевна',
  email: 'demo@parking.test',
  createdAt: '2026-11-23T05:00:00.000Z',
  noticeLanguage: 'ru',
  notifyByEmail: false,
  yandexLinked: false,
  phones: [{ phone: '+ 7 (912) 000-00-01', main: true }],
  vehicles: [{ plate: 'А123ВС159', name: 'Семейная', format: 'rus', category: 'B', sts: '59АВ123456', main: true }],
  documents: [],
  sessions: [],
  payments: [
    {
      id: 'p-1',
      purpose: 'refill',
      amount: 30_000,
      method: 'card',
      status: 'done',
      providerPaymentId: 'prov-1',
      createdAt: '2026-11-23T05:00:00.000Z',
      completedAt: null,
    },
  ],
  balance: 100_000,
  ledger: [],
  subscriptions: [],
  paymentDocuments: [],
  fines: [],
  appeals: [],
  messages: [{ channel: 'sms', to: '+ 7 (912) 000-00-01', text: 'Код ••••', at: '2026-11-23T05:00:00.000Z' }],
  pushSubscriptions: 0,
  signIns: [],
  blocked: null,
};

const renderSearch = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/operator/drivers" element={<DriversScreen />} />
      <Route path="/operator/drivers/:id" element={<DriverCardScreen />} />
    </Routes>,
    { route },
  );

describe('the desk’s driver screens', { timeout: 20_000 }, () => {
  it('shows skeletons while searching, then the drivers with a link to each card that keeps the query', async () => {
    let answer: (value: Response) => void = () => {};
    const asked: string[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/drivers/v1': (url: URL) => {
        asked.push(url.search);
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    renderSearch('/operator/drivers');
    expect(screen.getByText('Введите запрос, чтобы найти водителя')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Поиск водителя'), 'a123bc159{Enter}');
    const table = await screen.findByRole('region', { name: 'Найденные водители' });
    expect(within(table).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ status: 'ok', items: [hit()], next: null })));
    const link = await within(table).findByRole('link', { name: 'Смирнова Анна Сергеевна' });
    expect(link).toHaveAttribute('href', '/operator/drivers/1?q=a123bc159');
    expect(within(table).getByRole('row', { name: /А123ВС159/ })).toHaveTextContent('госномер');
    expect(asked[0]).toContain('query=a123bc159');
  });

  it('refuses a too short query in the field, says when nobody is found, and retries after an error', async () => {
    let fail = true;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/drivers/v1': () => (fail ? new Response('', { status: 500 }) : { status: 'ok', items: [], next: null }),
    });
    renderSearch('/operator/drivers');
    await userEvent.type(screen.getByLabelText('Поиск водителя'), 'ab{Enter}');
    expect(await screen.findByText('Введите не меньше 3 символов')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Поиск водителя'), 'c{Enter}');
    expect(await screen.findByText('Не удалось найти водителей')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText('Никого не нашли по запросу «abc»')).toBeInTheDocument();
  });

  it('shows the card’s sections, each with its own empty text, and the way back to the search', async () => {
    mockApi({ '/api/info/get-options-info-v3': options, '/api/operator/drivers/card/v1': { status: 'ok', driver } });
    renderSearch('/operator/drivers/1?q=a123bc159');
    expect(await screen.findByRole('heading', { name: /Смирнова Анна Сергеевна/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Транспорт' })).toHaveTextContent('А123ВС159');
    const payments = screen.getByRole('region', { name: 'Платежи' });
    expect(payments).toHaveTextContent('prov-1');
    expect(payments).toHaveTextContent('оплачен');
    expect(payments).toHaveTextContent('пополнение');
    expect(screen.getByText(/^Баланс: 1.000,00.₽$/)).toBeInTheDocument();
    expect(screen.getByText('Штрафов нет')).toBeInTheDocument();
    expect(screen.getByText('Входов нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /К поиску/ })).toHaveAttribute('href', '/operator/drivers?q=a123bc159');
  });

  it('says a card that cannot be loaded, with a retry', async () => {
    mockApi({ '/api/info/get-options-info-v3': options, '/api/operator/drivers/card/v1': { status: 'error', errorName: 'DriverNotFound' } });
    renderSearch('/operator/drivers/99');
    expect(await screen.findByText('Не удалось загрузить карточку водителя')).toBeInTheDocument();
    expect(screen.getByText('Водитель не найден')).toBeInTheDocument();
  });

  it('blocks from the card with a reason, keyboard only, refusing a short one in words, then shows the block', async () => {
    deskSession.signIn('desk-token', 'Поддержка', ['support']);
    let blocked: TDriverCard['blocked'] = null;
    const sent: unknown[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/drivers/card/v1': () => ({ status: 'ok', driver: { ...driver, blocked } }),
      '/api/operator/drivers/block/v1': (_url: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        blocked = { at: '2026-11-23T05:00:00.000Z', reason: 'Жалоба на мошенничество' };
        return { status: 'ok', blocked };
      },
    });
    renderSearch('/operator/drivers/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать учётную запись' });
    const reason = within(dialog).getByRole('textbox', { name: /Причина/ });
    await waitFor(() => expect(reason).toHaveFocus());

    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(await within(dialog).findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    await userEvent.type(reason, ' ab ');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(await within(dialog).findByText('Укажите причину: не меньше 3 символов')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, ' Жалоба на мошенничество ');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ driverId: '1', reason: 'Жалоба на мошенничество' }]);
    expect(await screen.findByText('Заблокирован с 23.11.2026 10:00: Жалоба на мошенничество')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Разблокировать' })).toBeInTheDocument();
  });

  it('closes the dialog on Cancel without a call, and shows finance the block without the button', async () => {
    deskSession.signIn('desk-token', 'Поддержка', ['support']);
    const calls: string[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/drivers/card/v1': { status: 'ok', driver },
      '/api/operator/drivers/block/v1': () => calls.push('block'),
    });
    const { unmount } = renderSearch('/operator/drivers/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    unmount();

    deskSession.signIn('desk-token', 'Финансы', ['finance']);
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/drivers/card/v1': { status: 'ok', driver: { ...driver, blocked: { at: '2026-11-23T05:00:00.000Z', reason: 'Проверка' } } },
    });
    renderSearch('/operator/drivers/1');
    expect(await screen.findByText('Заблокирован с 23.11.2026 10:00: Проверка')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /блокировать/ })).not.toBeInTheDocument();
  });
});
