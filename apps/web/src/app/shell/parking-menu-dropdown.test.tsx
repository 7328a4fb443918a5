import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ParkingMenuDropdown } from './parking-menu-dropdown.tsx';

const PLATE = 'А123ВС159';

/** A running paid parking that ends `minutesLeft` from now. */
function sessionEndingIn(minutesLeft: number): TSession {
  return {
    id: 7,
    reservationId: 7,
    transport: { numberTs: PLATE, category: 'B', numberFormat: 'rus' },
    zone: '101',
    zoneName: 'Зона 101',
    parkingCode: '',
    startDate: new Date(Date.now() - 3_600_000).toISOString(),
    endDate: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    status: 'active',
    paid: 120,
    amountToPay: 0,
  };
}

function renderDropdown(session: TSession, withBalance = true) {
  const onCancel = vi.fn();
  renderWithProviders(
    <ParkingMenuDropdown
      id="parkings"
      sessions={[session]}
      withBalance={withBalance}
      focusLast={false}
      onClose={vi.fn()}
      onExtend={vi.fn()}
      onCancel={onCancel}
    />,
  );
  return onCancel;
}

// The first render loads the sessions texts and Mantine's modules, which takes seconds on a busy machine.
describe('ParkingMenuDropdown', { timeout: 15_000 }, () => {
  it('offers Cancel while at least half an hour remains', async () => {
    const onCancel = renderDropdown(sessionEndingIn(45));
    const cancel = await screen.findByRole('menuitem', { name: `Отменить парковку ${PLATE}` });
    expect(cancel).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Осталось меньше получаса — прервать парковку нельзя')).not.toBeInTheDocument();
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows Cancel disabled with the reason when less than half an hour remains', async () => {
    const onCancel = renderDropdown(sessionEndingIn(20));
    const cancel = await screen.findByRole('menuitem', { name: `Отменить парковку ${PLATE}` });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAccessibleDescription('Осталось меньше получаса — прервать парковку нельзя');
    // Still in the arrow-key order of the menu, but it does nothing.
    cancel.focus();
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('lets a city without a balance stop a parking at any time', async () => {
    const onStop = renderDropdown(sessionEndingIn(20), false);
    const stop = await screen.findByRole('menuitem', { name: `Завершить парковку ${PLATE}` });
    expect(stop).not.toHaveAttribute('aria-disabled');
    await userEvent.click(stop);
    expect(onStop).toHaveBeenCalledTimes(1);
  });
});
