import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCostResponse } from '@city-parking/contract/payments/cost';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { CostBreakdown } from './cost-breakdown.tsx';

const cost: TCostResponse = {
  totalcost: 90,
  totaldiscount: 0,
  benefit: '',
  balance: 0,
  refill: 90,
  intervals: [
    { from: '2026-03-10T10:30:00.000Z', to: '2026-03-10T11:30:00.000Z', daycode: 'default', minutes: 60, price: 60, cost: 60 },
    { from: '2026-03-10T11:30:00.000Z', to: '2026-03-10T12:00:00.000Z', daycode: 'default', minutes: 30, price: 60, cost: 30 },
  ],
} as TCostResponse;

/** The screen as wide as a phone (below Mantine's `sm`) or not. */
function screenWidth(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CostBreakdown', () => {
  it('shows the tariff table on a wide screen', async () => {
    screenWidth(false);
    renderWithProviders(<CostBreakdown cost={cost} />);
    const table = await screen.findByRole('table', { name: 'Расчёт по тарифам' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('on a phone folds the intervals under the one-line total, opened by its summary', async () => {
    screenWidth(true);
    renderWithProviders(<CostBreakdown cost={cost} />);
    expect(await screen.findByLabelText('К оплате: 90,00 ₽')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const summary = screen.getByText('Расчёт по тарифам (2)');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    // A native summary: the browser opens it with a tap, Enter or Space.
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getAllByRole('listitem')[0]).toHaveTextContent('10.03 15:30 – 16:3060,00 ₽Будний день, 60,00 ₽ в час');
  });

  // The query reads any space as one; the percent itself is checked character by character.
  it.each([
    ['/', 'Скидка: 90,00 ₽ (100 %)', '100\u00a0%', 'Скидка: 10,00 ₽ (28,5 %)'],
    ['/en', 'Discount: 90.00 ₽ (100%)', '100%', 'Discount: 10.00 ₽ (28.5%)'],
  ])('names the discount as a percent in the page language (%s)', async (route, whole, percent, part) => {
    screenWidth(false);
    const { unmount } = renderWithProviders(<CostBreakdown cost={{ ...cost, totalcost: 0, totaldiscount: 90 }} />, { route });
    expect((await screen.findByText(whole)).textContent).toContain(`(${percent})`);
    unmount();
    // 10 of 35: 28.57…, floored to a tenth.
    renderWithProviders(<CostBreakdown cost={{ ...cost, totalcost: 25, totaldiscount: 10 }} />, { route });
    expect(await screen.findByText(part)).toBeInTheDocument();
  });
});
