import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInboxAppeal } from '@city-parking/contract/operator/operator-inbox';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { InboxScreen } from './inbox-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const options = { status: 'ok', result: siteInfo() };
const appeal: TInboxAppeal = {
  id: 7,
  topic: 'payment',
  subject: 'Оплата прошла дважды',
  status: 'registered',
  phone: '79120000001',
  email: 'demo@parking.test',
  createdAt: '2026-12-01T09:00:00Z',
  updatedAt: '2026-12-01T09:30:00Z',
  lastMessage: 'Списали два раза за одну парковку',
};

describe('InboxScreen', { timeout: 20_000 }, () => {
  it('holds the list’s room while the appeals load, then says there are none', async () => {
    let answer: (value: unknown) => void = () => {};
    // The appeals' answer waits for the test.
    mockApi({ '/api/info/get-options-info-v3': options, '/api/operator/appeals/v1': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<InboxScreen />, { route: '/operator' });

    // Six skeleton rows of the list's own row class, in a list that says it is busy.
    const skeletons = () => document.querySelectorAll('[aria-busy="true"] .desk-row');
    expect(await screen.findByRole('heading', { name: 'Обращения' })).toBeInTheDocument();
    await waitFor(() => expect(skeletons()).toHaveLength(6));

    answer({ status: 'ok', items: [], next: null });
    expect(await screen.findByText('Обращений нет')).toBeInTheDocument();
    expect(skeletons()).toHaveLength(0);
  });

  it('says the appeals could not be loaded and shows them after a retry, filtered by status (English)', async () => {
    const calls: URL[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/appeals/v1': (url: URL) => {
        calls.push(url);
        return calls.length === 1 ? new Response('{}', { status: 500 }) : { status: 'ok', items: [appeal], next: null };
      },
    });
    renderWithProviders(<InboxScreen />, { route: '/en/operator' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The appeals could not be loaded');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    const row = await screen.findByRole('link', { name: /No\. 7 · Оплата прошла дважды/ });
    expect(row).toHaveTextContent('Списали два раза за одну парковку');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'inWork');
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('status')).toBe('inWork'));
  });
});
