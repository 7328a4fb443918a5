import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDeskFine } from '@city-parking/contract/operator/operator-fines';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { FinesScreen } from './fines-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const options = { status: 'ok', result: siteInfo() };
const fine: TDeskFine = {
  id: 3,
  uin: '18810159230000000031',
  fineStatus: 'signed',
  status: 'Вступил в силу',
  grz: 'А321ВС159',
  sts: '5900123456',
  offenseDate: '2026-11-30T07:15:00Z',
  totalSum: 500_000,
  paidSum: 0,
  place: 'ул. Ленина, 50',
  hasPhoto: true,
};

describe('FinesScreen', { timeout: 20_000 }, () => {
  it('holds the table’s rows while the fines load, then lists them and searches by plate', async () => {
    let answer: (value: unknown) => void = () => {};
    let held = true;
    const queries: (string | null)[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/fines/v1': (url: URL) => {
        // The first page's answer waits for the test; the searches that follow answer at once.
        if (held) {
          held = false;
          return new Promise((resolve) => (answer = resolve));
        }
        const q = url.searchParams.get('q');
        queries.push(q);
        return { status: 'ok', items: q ? [] : [fine], next: null };
      },
    });
    renderWithProviders(<FinesScreen />, { route: '/operator/fines' });

    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(7);

    answer({ status: 'ok', items: [fine], next: null });
    const row = await screen.findByRole('row', { name: /18810159230000000031/ });
    expect(row).toHaveTextContent('А321ВС159');
    expect(row).toHaveTextContent('Вступил в силу');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');

    await userEvent.type(screen.getByLabelText('УИН или госномер'), ' В999ВВ159 ');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('По запросу «В999ВВ159» штрафов не найдено')).toBeInTheDocument();
    expect(queries[0]).toBe('В999ВВ159');

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(await screen.findByRole('row', { name: /18810159230000000031/ })).toBeInTheDocument();
    expect(screen.getByLabelText('УИН или госномер')).toHaveValue('');
  });

  it('asks for a data file, refuses one of another type, and shows the import’s report', async () => {
    const imports: unknown[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/fines/v1': { status: 'ok', items: [], next: null },
      '/api/operator/fines/import/v1': (_url: URL, init?: RequestInit) => {
        imports.push(JSON.parse(String(init?.body)));
        return { status: 'ok', accepted: 1, updated: 0, refused: [{ row: 2, uin: '1', field: 'uin', error: 'uin' }] };
      },
    });
    renderWithProviders(<FinesScreen />, { route: '/operator/fines' });
    expect(await screen.findByText('Штрафов нет')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Загрузить' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Выберите файл данных');

    const file = screen.getByLabelText('Файл данных (.json или .csv)');
    await userEvent.upload(file, new File(['uin;grz'], 'register.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Нужен файл .json или .csv');
    expect(imports).toEqual([]);

    const rows = JSON.stringify([{ uin: fine.uin }, { uin: '1' }]);
    await userEvent.upload(file, new File([rows], 'register.json', { type: 'application/json' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Добавлено: 1')).toBeInTheDocument();
    expect(screen.getByText('Отклонено: 1')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^2 1 uin Неверный УИН/ })).toBeInTheDocument();
    expect(imports).toEqual([{ format: 'json', content: rows, photos: [] }]);
  });

  it('says the fines could not be loaded and lists them after a retry (English)', async () => {
    let calls = 0;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/fines/v1': () => (++calls === 1 ? new Response('{}', { status: 500 }) : { status: 'ok', items: [fine], next: null }),
    });
    renderWithProviders(<FinesScreen />, { route: '/en/operator/fines' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The fines could not be loaded');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /18810159230000000031/ })).toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Plate / STS' })).toBeInTheDocument();
  });
});
