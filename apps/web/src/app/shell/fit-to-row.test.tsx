import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { fewestSteps, useFitToRow } from './fit-to-row.ts';

/** jsdom lays nothing out: the row's content is as wide as `widths[steps]` while that many steps are in force. */
function fakeLayout(row: HTMLElement, widths: number[], clientWidth: number) {
  Object.defineProperty(row, 'clientWidth', { configurable: true, get: () => clientWidth });
  Object.defineProperty(row, 'scrollWidth', {
    configurable: true,
    get: () => widths[row.dataset.fit ? row.dataset.fit.split(' ').length : 0] ?? 0,
  });
}

function Row({ widths, clientWidth }: { widths: number[]; clientWidth: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useFitToRow(ref, widths.length - 1);
  return (
    <div
      data-testid="row"
      ref={(node) => {
        if (node) fakeLayout(node, widths, clientWidth);
        ref.current = node;
      }}
    />
  );
}

describe('useFitToRow', () => {
  it('takes no step when the full row fits', () => {
    const { getByTestId } = render(<Row widths={[300, 250, 200]} clientWidth={320} />);
    expect(getByTestId('row').dataset.fit).toBe('');
  });

  it('takes steps in order until the row fits', () => {
    const { getByTestId } = render(<Row widths={[500, 420, 360, 300, 280]} clientWidth={320} />);
    expect(getByTestId('row').dataset.fit).toBe('1 2 3');
  });

  it('stops at the last step even when the row is still too long', () => {
    const { getByTestId } = render(<Row widths={[900, 800, 700]} clientWidth={320} />);
    expect(getByTestId('row').dataset.fit).toBe('1 2');
  });
});

describe('fewestSteps', () => {
  /** A row that fits from `needed` steps on, and the steps it was measured with. */
  const rowNeeding = (needed: number) => {
    const probes: number[] = [];
    return { probes, fits: (steps: number) => (probes.push(steps), steps >= needed) };
  };

  it('finds the fewest steps from any starting point', () => {
    for (let count = 0; count <= 8; count += 1)
      for (let needed = 0; needed <= count + 1; needed += 1)
        for (let current = 0; current <= count; current += 1) {
          const { fits } = rowNeeding(needed);
          expect(fewestSteps(fits, count, current), `count ${count}, needed ${needed}, current ${current}`).toBe(Math.min(needed, count));
        }
  });

  it('settles an unchanged row in two measurements', () => {
    const { fits, probes } = rowNeeding(5);
    expect(fewestSteps(fits, 7, 5)).toBe(5);
    expect(probes).toEqual([5, 4]);
  });

  it('measures a first phone-sized row at most four times', () => {
    for (let needed = 0; needed <= 8; needed += 1) {
      const { fits, probes } = rowNeeding(needed);
      fewestSteps(fits, 7, 0);
      expect(probes.length, `needed ${needed}`).toBeLessThanOrEqual(4);
    }
  });
});
