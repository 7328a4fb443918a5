import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, render as renderBare, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n/i18n.ts';
import { useNow } from '../use-now.ts';
import { SessionCountdown } from './session-countdown.tsx';

const render = (element: ReactNode) => renderBare(element, { wrapper: MantineProvider });

const START = new Date('2026-07-06T10:00:00.000Z');

/** The countdown as a session's card shows it: beside a clock that ticks every second. */
function Ticking({ endDate }: { endDate: string }) {
  const now = useNow();
  return (
    <>
      <span data-testid="clock">{now.toISOString()}</span>
      <SessionCountdown plate="А123ВС159" endDate={endDate} now={now} />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('SessionCountdown', () => {
  it('is a polite live region that changes once a minute while the clock beside it ticks every second', async () => {
    vi.useFakeTimers({ now: START });
    await i18n.changeLanguage('ru');
    // 25 minutes and 30 seconds left: the minute begun counts.
    render(<Ticking endDate={new Date(START.getTime() + 25.5 * 60_000).toISOString()} />);
    const region = screen.getByTestId('session-countdown');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('А123ВС159: до конца парковки 26 минут');

    const texts = new Set<string>();
    const clock = new Set<string>();
    const seen = new MutationObserver(() => texts.add(region.textContent ?? ''));
    seen.observe(region, { subtree: true, childList: true, characterData: true });
    for (let second = 0; second < 120; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      clock.add(screen.getByTestId('clock').textContent ?? '');
    }
    seen.disconnect();
    // 120 ticks of the visible clock, two changes of what is read out.
    expect(clock.size).toBe(120);
    expect([...texts]).toEqual(['А123ВС159: до конца парковки 25 минут', 'А123ВС159: до конца парковки 24 минуты']);
  });

  it('says hours and minutes in words with their plural forms, in English too', async () => {
    await i18n.changeLanguage('en');
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const { rerender } = render(<SessionCountdown plate="А123ВС159" endDate={at(61)} now={now} />);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('А123ВС159: 1 hour 1 minute left');
    rerender(<SessionCountdown plate="А123ВС159" endDate={at(120)} now={now} />);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('А123ВС159: 2 hours left');
    await act(() => i18n.changeLanguage('ru'));
    rerender(<SessionCountdown plate="А123ВС159" endDate={at(21 * 60 + 22)} now={now} />);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('А123ВС159: до конца парковки 21 час 22 минуты');
    rerender(<SessionCountdown plate="А123ВС159" endDate={at(5 * 60 + 11)} now={now} />);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('до конца парковки 5 часов 11 минут');
    rerender(<SessionCountdown plate="А123ВС159" endDate={at(-1)} now={now} />);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('А123ВС159: парковка заканчивается');
  });
});
