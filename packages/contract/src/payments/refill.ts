import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZPayerPhoneField } from './payment-fields.ts';

/** The largest single top-up, roubles (RefillAmountCanNotBeMaxAllowable above it). */
export const REFILL_MAX_RUB = 15_000;

/**
 * POST /api/payment/refill. RefillAmount is roubles as typed ("150", "150.5", "150,50"); the server
 * checks it field by field so that each failure has its own name (RequiredField, ItNeedToBeANumber).
 */
export const ZRefillRequest = z.object({
  Token: ZOpaqueToken,
  PaymentService: z._default(z.string().check(z.maxLength(40)), ''),
  RefillAmount: z._default(z.string().check(z.maxLength(20)), ''),
  phone: ZPayerPhoneField,
});

/** Answers of the payment calls that send the browser to the provider. */
export const ZRedirectResponse = z.object({ status: z.literal('ok'), RedirectURL: z.string() });
