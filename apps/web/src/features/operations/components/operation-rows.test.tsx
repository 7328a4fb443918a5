import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { operationsTexts } from '../texts.ts';
import { OperationsPageRows } from './operation-rows.tsx';

const pass = (zone: string, orderNumber: string): TOperation =>
  ({
    startsOf: '2026-11-29T19:00:00.000Z',
    endOf: '2026-12-29T19:00:00.000Z',
    dateOperation: '2026-11-29T10:00:00.000Z',
    duration: null,
    type: 'paymentSubscription',
    zone,
    parking: null,
    tariff: null,
    transport: '1234АМ59',
    resolution: 'balance',
    sum: 6000,
    sumSale: 0,
    status: 'done',
    orderNumber,
    driverPhone: null,
    checkFiscal: null,
  }) as unknown as TOperation;

function Rows({ operations }: { operations: TOperation[] }) {
  const { t } = useTranslation(operationsTexts);
  return <OperationsPageRows operations={operations} view={{ t, rubles: (rubles) => `${rubles} ₽`, timeZone: 'Asia/Yekaterinburg', byParking: false }} />;
}

describe('OperationsPageRows', () => {
  it.each([
    ['/', 'Все зоны · 1234АМ59', 'Зона 101 · 1234АМ59'],
    ['/en', 'All zones · 1234АМ59', 'Zone 101 · 1234АМ59'],
  ])('names a pass of every zone (`#`) by words, a pass of listed zones by their numbers (%s)', async (route, every, listed) => {
    renderWithProviders(<Rows operations={[pass('#', '1'), pass('101', '2')]} />, { route });
    expect(await screen.findByText(every)).toBeInTheDocument();
    expect(screen.getByText(listed)).toBeInTheDocument();
    expect(screen.queryByText(/#/)).toBeNull();
  });
});
