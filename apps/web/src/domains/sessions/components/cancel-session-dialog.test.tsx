import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { CancelSessionDialog } from './cancel-session-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

const session: TSession = {
  id: 42,
  reservationId: 42,
  transport: { numberTs: 'А123ВС159', category: 'B', numberFormat: 'rus' },
  zone: '101',
  zoneName: 'Зона 101',
  parkingCode: '',
  startDate: new Date(Date.now() - 3_600_000).toISOString(),
  // An hour left: still long enough to cancel.
  endDate: new Date(Date.now() + 3_600_000).toISOString(),
  status: 'active',
  paid: 120,
  amountToPay: 0,
};

/** The cancel call answers only when the test lets it, to look at the button while the call runs. */
function heldCancel(answer: unknown) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await held;
    return new Response(JSON.stringify(answer));
  });
  return { fetch, release };
}

describe('CancelSessionDialog', () => {
  it('warns, keeps the confirm button disabled while cancelling and after success, and shows the refund', async () => {
    tokenStore.set('standart', 'tok-1');
    const { fetch, release } = heldCancel({ status: 'ok', refund: 45.5 });
    renderWithProviders(<CancelSessionDialog session={session} onClose={() => undefined} />);
    expect(await screen.findByText(/оплатить её после этого будет нельзя/)).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'Отменить парковку' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    release();

    expect(await screen.findByRole('status')).toHaveTextContent('Сессия успешно отменена. На баланс возвращено 45,50 ₽.');
    expect(confirm).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/payment\/cancel$/);
    expect(String(fetch.mock.calls[0]![1]?.body)).toBe('Token=tok-1&ReservationId=42');
  });

  it('says that an error occurred and why, and does not offer the same cancel again', async () => {
    mockApi({ '/api/payment/cancel': { status: 'error', errorName: 'NoSaving' } });
    renderWithProviders(<CancelSessionDialog session={session} onClose={() => undefined} />, { route: '/en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the parking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Less than half an hour remains — the parking cannot be interrupted');
    expect(screen.getByRole('button', { name: 'Cancel the parking' })).toBeDisabled();
  });

  it('sends one cancel for a double click', async () => {
    const { fetch, release } = heldCancel({ status: 'ok', refund: 10 });
    renderWithProviders(<CancelSessionDialog session={session} onClose={() => undefined} />);
    // Two clicks before the next render, as a fast double click lands.
    const confirm = await screen.findByRole('button', { name: 'Отменить парковку' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Сессия успешно отменена');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with less than half an hour left says why and offers no cancel', async () => {
    const fetch = mockApi({});
    const late = { ...session, endDate: new Date(Date.now() + 20 * 60_000).toISOString() };
    renderWithProviders(<CancelSessionDialog session={late} onClose={() => undefined} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Осталось меньше получаса — прервать парковку нельзя');
    expect(screen.queryByText(/вернутся на баланс/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить парковку' })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
