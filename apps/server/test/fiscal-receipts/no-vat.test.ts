import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';
import { paymentIdOf } from '../payments/payment-fixtures.ts';
import { newDriver, sandbox, vehicle } from '../sessions/session-fixtures.ts';
import { fetchReceipt, receiptsOf } from './receipt-fixtures.ts';

const [rostov] = testCities({ city: 'rostov' });

describe('a seller on the simplified tax system (Rostov)', () => {
  it('issues receipts «без НДС»: full settlement for a session, no VAT', async () => {
    const driver = await newDriver(rostov);
    const { RedirectURL } = await apiClient(rostov).post<{ RedirectURL: string }>('/api/payment/start', {
      Token: driver.token,
      Zone: '6101',
      Duration: 60,
      Vehicle: vehicle('К302КК161'),
      PaymentService: 'card',
    });
    expect(RedirectURL).toMatch(/\/sandbox\/pay\//);
    await sandbox(rostov, RedirectURL, 'pay');
    const [receipt] = await receiptsOf(rostov, paymentIdOf(RedirectURL));
    const { result } = await fetchReceipt(rostov, receipt!.id);
    expect(result!.receipt).toMatchObject({ taxSystem: 'usnIncome', seller: { inn: '6164000018' } });
    expect(result!.receipt.items[0]).toMatchObject({ settlementMethod: 'fullSettlement', subject: 'service', vatRate: 'none', vat: 0 });
  });
});
