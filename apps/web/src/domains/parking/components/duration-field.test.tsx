import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { DurationField } from './duration-field.tsx';
import { durationEnd } from './duration-end.ts';

function Harness({ initial = '', from, onBlur }: { initial?: string; from?: string; onBlur?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DurationField value={value} onChange={setValue} onBlur={onBlur} from={from} />
      <output data-testid="value">{value}</output>
      <button type="button">after</button>
    </>
  );
}

const api = (intervals = { min: 15, max: 1440, step: 15 }) =>
  mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { intervals } }) } });
const value = () => screen.getByTestId('value').textContent;

afterEach(() => vi.useRealTimers());

describe('DurationField', () => {
  it('offers 15 min, 30 min, 1 h, 2 h and More as one labelled radio group, nothing chosen yet', async () => {
    api();
    renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: /Продолжительность/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['15', '30', '60', '120', 'more']);
    expect(within(group).getByRole('radio', { name: '1 ч' })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription('Выберите продолжительность');
  });

  it('moves between the quick choices with the arrow keys, as a native radio group does', async () => {
    api();
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: '30 мин' }));
    expect(value()).toBe('30');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 ч' })).toBeChecked();
    expect(value()).toBe('60');
  });

  it('always says the end time the choice leads to on the city clock, from now or from a given start', async () => {
    api();
    const from = '2026-03-10T07:20:00.000Z';
    renderWithProviders(<Harness from={from} />);
    await userEvent.click(screen.getByRole('radio', { name: '2 ч' }));
    const end = durationEnd(new Date(from), 120, new Date(), currentCity.timeZone);
    // 07:20Z is 12:20 in Perm: two hours later, on a day that is not today.
    expect(end).toEqual({ time: '14:20', date: '10.03' });
    expect(screen.getByRole('group')).toHaveAccessibleDescription(`до ${end.date} ${end.time}`);
  });

  it('reveals a stepper under More that moves by the city step within its range, by keyboard too', async () => {
    api({ min: 15, max: 180, step: 15 });
    renderWithProviders(<Harness />, { route: '/en' });
    await userEvent.click(await screen.findByRole('radio', { name: 'More' }));
    const spin = screen.getByRole('spinbutton', { name: 'Duration' });
    // Just beyond the longest quick choice.
    expect(spin).toHaveAttribute('aria-valuetext', '2 h 15 min');
    expect(value()).toBe('135');
    await userEvent.click(screen.getByRole('button', { name: '15 min longer' }));
    expect(value()).toBe('150');
    spin.focus();
    await userEvent.keyboard('{End}');
    expect(value()).toBe('180');
    expect(screen.getByRole('button', { name: '15 min longer' })).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    expect(value()).toBe('180');
    await userEvent.keyboard('{PageDown}{ArrowDown}');
    expect(value()).toBe('105');
    expect(spin).toHaveAttribute('aria-valuetext', '1 h 45 min');
    await userEvent.keyboard('{Home}');
    expect(value()).toBe('15');
    expect(screen.getByRole('button', { name: '15 min shorter' })).toBeDisabled();
    // The stepper stays while More is the choice, even on a value a quick choice also has.
    expect(screen.getByRole('radio', { name: 'More' })).toBeChecked();
  });

  it('opens the stepper for a value no quick choice holds, and offers only the quick choices the intervals allow', async () => {
    api({ min: 30, max: 90, step: 30 });
    renderWithProviders(<Harness initial="90" />);
    expect(await screen.findByRole('spinbutton')).toHaveAttribute('aria-valuenow', '90');
    await vi.waitFor(() => expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['30', '60', 'more']));
  });

  it('is left once the focus goes beyond the whole group', async () => {
    api();
    const onBlur = vi.fn();
    renderWithProviders(<Harness onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Больше' }));
    await userEvent.click(screen.getByRole('button', { name: 'Больше на 15 мин' }));
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'after' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
