import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFine } from '@city-parking/contract/fines/fines';
import type { TOperatorThreadResponse } from '@city-parking/contract/operator/operator-inbox';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ThreadScreen } from './thread-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const options = { status: 'ok', result: siteInfo() };
const thread: TOperatorThreadResponse = {
  status: 'ok',
  appeal: {
    id: 7,
    topic: 'payment',
    subject: 'Оплата прошла дважды',
    status: 'registered',
    phone: '79120000001',
    email: 'demo@parking.test',
    createdAt: '2026-12-01T09:00:00Z',
    updatedAt: '2026-12-01T09:30:00Z',
  },
  messages: [{ date: '2026-12-01T09:00:00Z', text: 'Списали два раза за одну парковку', out: 1, operatorId: null }],
  actions: [],
};
const path = '/operator/appeals/:id';

describe('ThreadScreen', { timeout: 20_000 }, () => {
  it('holds the thread’s room while it loads, then shows the appeal, its driver and its messages', async () => {
    let answer: (value: unknown) => void = () => {};
    // The thread's answer waits for the test.
    mockApi({ '/api/info/get-options-info-v3': options, '/api/operator/thread/v1': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<ThreadScreen />, { route: '/operator/appeals/7', path });

    expect(await screen.findByRole('link', { name: /К обращениям/ })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());

    answer(thread);
    expect(await screen.findByRole('heading', { name: 'Обращение № 7' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText(/Телефон: \+ 7 \(912\) 000-00-01/)).toHaveTextContent('demo@parking.test');
    expect(screen.getByText('Списали два раза за одну парковку')).toBeInTheDocument();
    expect(screen.getByText('Действий ещё не было')).toBeInTheDocument();
    // Nothing chosen yet: the status stays as it is until the operator picks another.
    expect(screen.getByRole('button', { name: 'Изменить статус' })).toBeDisabled();
  });

  it('asks for a reply before sending one, then sends it with the chosen status', async () => {
    const replies: unknown[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/thread/v1': thread,
      '/api/operator/reply/v1': (_url: URL, init?: RequestInit) => {
        replies.push(JSON.parse(String(init?.body)));
        return { status: 'ok' };
      },
    });
    renderWithProviders(<ThreadScreen />, { route: '/operator/appeals/7', path });

    const send = await screen.findByRole('button', { name: 'Отправить ответ' });
    await userEvent.click(send);
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    expect(replies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Ответ водителю'), '  Вернули второе списание на баланс  ');
    await userEvent.selectOptions(screen.getByLabelText('Статус после ответа'), 'inWork');
    await userEvent.click(send);
    expect(await screen.findByText('Ответ отправлен водителю')).toBeInTheDocument();
    expect(replies).toEqual([{ idAppeal: '7', message: 'Вернули второе списание на баланс', status: 'inWork' }]);
    expect(screen.getByLabelText('Ответ водителю')).toHaveValue('');
  });

  it('shows the status a reply set in the status control, so nothing offers to put the old one back', async () => {
    let status = 'registered';
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/thread/v1': () => ({ ...thread, appeal: { ...thread.appeal, status } }),
      '/api/operator/reply/v1': () => {
        status = 'inWork';
        return { status: 'ok' };
      },
    });
    renderWithProviders(<ThreadScreen />, { route: '/operator/appeals/7', path });

    const control = await screen.findByLabelText('Статус обращения');
    expect(control).toHaveValue('registered');
    await userEvent.type(screen.getByLabelText('Ответ водителю'), 'Проверяем списания');
    await userEvent.selectOptions(screen.getByLabelText('Статус после ответа'), 'inWork');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    expect(await screen.findByText('Ответ отправлен водителю')).toBeInTheDocument();
    expect(control).toHaveValue('inWork');
    expect(screen.getByRole('button', { name: 'Изменить статус' })).toBeDisabled();
    expect(screen.getByLabelText('Статус после ответа')).toHaveValue('');
  });

  it('offers the contested fine’s evidence only where the driver’s history holds a payment to show', async () => {
    const fine: TFine = {
      fineStatus: 'new',
      status: 'Новый',
      uin: '03550000100000000014',
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
      type: '',
      provider: '',
      imgSrc: '',
      coverage: { kind: 'session', zone: '101', at: '2026-11-20T09:32:00Z', until: '2026-11-20T10:00:00Z' },
      evidence: false,
    };
    let evidence = false;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/thread/v1': () => ({ ...thread, appeal: { ...thread.appeal, fineUin: fine.uin }, fine: { ...fine, evidence } }),
    });
    const { unmount } = renderWithProviders(<ThreadScreen />, { route: '/operator/appeals/7', path });
    expect(await screen.findByRole('heading', { name: 'Оспариваемый штраф' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать доказательства (PDF)' })).toBeNull();
    unmount();

    evidence = true;
    renderWithProviders(<ThreadScreen />, { route: '/operator/appeals/7', path });
    expect(await screen.findByRole('button', { name: 'Скачать доказательства (PDF)' })).toBeInTheDocument();
  });

  it('says the appeal could not be loaded and shows it after a retry (English)', async () => {
    let calls = 0;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/thread/v1': () => (++calls === 1 ? new Response('{}', { status: 500 }) : thread),
    });
    renderWithProviders(<ThreadScreen />, { route: '/en/operator/appeals/7', path: '/en/operator/appeals/:id' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The appeal could not be loaded');
    expect(screen.getByRole('heading', { name: 'Appeal No. 7' })).toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Списали два раза за одну парковку')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the reply' })).toBeInTheDocument();
  });

  it('answers a page that does not exist for an id that is not a number', async () => {
    const api = mockApi({ '/api/info/get-options-info-v3': options });
    renderWithProviders(<ThreadScreen />, { route: '/operator/appeals/seven', path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(api.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/operator/'))).toEqual([]);
  });
});
