import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { SmsCommandsPage } from './sms-commands-page.tsx';

afterEach(() => vi.restoreAllMocks());

const options = { status: 'ok', result: siteInfo({ numberSmsSendTo: '7757' }) };

describe('SmsCommandsPage', () => {
  it('shows each command split on * with its example and the number to send to', async () => {
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/sms-commands': {
        status: 'ok',
        result: [{ name: 'Оплата парковки', hint: 'Зона, номер и часы', example: '6101*А123ВС161*2', command_transcription: 'Номер зоны*Госномер*Часы' }],
      },
    });
    renderWithProviders(<SmsCommandsPage />, { route: '/sms-commands' });
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Оплата парковки' });
    const format = within(card).getByRole('group', { name: 'Формат команды' });
    expect(
      within(format)
        .getAllByText(/^(Номер зоны|Госномер|Часы)$/)
        .map((el) => el.textContent),
    ).toEqual(['Номер зоны', 'Госномер', 'Часы']);
    expect(within(card).getByText('6101*А123ВС161*2')).toBeInTheDocument();
    expect((await screen.findAllByText('7757')).length).toBeGreaterThan(0);
  });

  it('sends to the main page when the city has no commands', async () => {
    mockApi({ '/api/info/get-options-info-v3': options, '/api/sms-commands': { status: 'ok', result: [] } });
    renderWithProviders(<SmsCommandsPage />, { route: '/sms-commands', path: '/sms-commands', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(await screen.findByText('main page')).toBeInTheDocument();
  });
});
