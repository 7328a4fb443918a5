import { describe, expect, it } from 'vitest';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import { paymentService } from '../../src/modules/payments/payment-service.ts';
import { newDriver } from '../sessions/session-fixtures.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm] = testCities({});

const card: TPaymentMethod = {
  methodName: 'card',
  methodNameForShow: { ru: 'Карта', en: 'Card' },
  methodDescription: { ru: '', en: '' },
  isPhoneRequired: false,
};

describe('the address a provider answers for a payment', () => {
  it('reaches every call with dots for the decimal commas some providers write', async () => {
    const payments = paymentService({
      db: perm.db,
      providerFor: () => ({ createPayment: async ({ id }) => ({ redirectUrl: `https://pay.example/form?id=${id}&amount=100,50&fee=1,5` }) }),
      refund: async () => {},
      now: () => new Date(),
      expiryMinutes: perm.config.PAYMENT_EXPIRY_MINUTES,
      hasBalance: async () => true,
      guestReceipts: async () => {},
      log: perm.app.log,
    });
    const driver = await newDriver(perm);
    const { id, redirectUrl } = await payments.create({
      driverId: driver.id,
      purpose: 'refill',
      amount: 10_050,
      method: card,
      phone: null,
      description: 'Пополнение баланса',
      language: 'ru',
    });
    expect(redirectUrl).toBe(`https://pay.example/form?id=${id}&amount=100.50&fee=1.5`);
  });
});
