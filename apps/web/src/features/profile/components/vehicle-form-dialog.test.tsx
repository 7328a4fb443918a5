import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { VehicleFormDialog } from './vehicle-form-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

const plate = () => screen.getByLabelText('Госномер');
const sts = () => screen.getByLabelText('Номер СТС');
const fill = async (field: HTMLElement, value: string) => {
  await userEvent.click(field);
  await userEvent.paste(value);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('VehicleFormDialog', { timeout: 15_000 }, () => {
  it('says a plate issue on submit, forgets it on the next edit, and sends a valid vehicle', async () => {
    tokenStore.set('standart', 'tok-1');
    const fetch = mockApi({ '/api/profile/car': { status: 'ok' } });
    const onClose = vi.fn();
    renderWithProviders(<VehicleFormDialog vehicle={null} vehicles={[]} onClose={onClose} />);
    await save();
    expect(plate()).toHaveAccessibleDescription('Введите номер');
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/profile/car'))).toBe(false);

    await fill(sts(), '1');
    expect(plate()).not.toHaveAccessibleDescription('Введите номер');
    await save();
    expect(plate()).toHaveAccessibleDescription('Введите номер');
    expect(sts()).toHaveAccessibleDescription('СТС: 2 цифры, 2 буквы или цифры, 6 цифр');

    await userEvent.clear(sts());
    await fill(plate(), 'А123ВС77');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    const body = fetch.mock.calls.find(([input]) => String(input).includes('/api/profile/car'))![1]!.body;
    expect(String(body)).toContain('mainTs');
  });

  it('shows a field the server refused on that field, and any other failure in the alert', async () => {
    tokenStore.set('standart', 'tok-1');
    let calls = 0;
    mockApi({
      '/api/profile/car': () =>
        ++calls === 1 ? { status: 'error', errorName: 'ValidationError', fields: { sts: 'duplicate' } } : { status: 'error', errorName: 'TooManyRequests' },
    });
    renderWithProviders(<VehicleFormDialog vehicle={null} vehicles={[]} onClose={() => undefined} />);
    await fill(plate(), 'А123ВС77');
    await fill(sts(), '1234567890');
    await save();
    await waitFor(() => expect(sts()).toHaveAccessibleDescription('Такой номер СТС уже указан'), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();

    await fill(screen.getByLabelText('Название (необязательно)'), 'Семейная');
    expect(sts()).not.toHaveAccessibleDescription('Такой номер СТС уже указан');
    await save();
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Не удалось сохранить.');
  });

  it('stops the name at the contract length and shows the server refusing it on the name', async () => {
    tokenStore.set('standart', 'tok-1');
    mockApi({ '/api/profile/car': { status: 'error', errorName: 'ValidationError', fields: { name: 'InvalidFormat' } } });
    renderWithProviders(<VehicleFormDialog vehicle={null} vehicles={[]} onClose={() => undefined} />);
    const name = screen.getByLabelText('Название (необязательно)');
    expect(name).toHaveAttribute('maxlength', '60');
    await fill(plate(), 'А123ВС77');
    await fill(name, 'Семейная');
    await save();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Неверный формат'), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
