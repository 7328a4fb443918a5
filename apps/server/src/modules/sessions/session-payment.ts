import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BALANCE_METHOD } from '@city-parking/contract/payments/sessions';
import type { Database } from '../../db/schema.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { Purchase } from '../payments/purchase.ts';
import type { CostService } from './cost-service.ts';

/** How a start or renewal is paid: the balance or a provider's method, the payer's phone, and the key of a re-submission. */
export interface SessionPaymentFields {
  PaymentService: string;
  phone?: string;
  RequestId?: string;
}

/** What the services that sell session time are built from. */
export interface SessionSaleDeps {
  db: Kysely<Database>;
  now: () => Date;
  costs: CostService;
  payments: PaymentService;
  log: FastifyBaseLogger;
}

/** A start or renewal paid from the balance (the session and its confirmation), or sent to a provider (where the browser goes). */
export type PaymentOutcome = { sessionId: number; purchase: Purchase } | { redirectUrl: string };

/** Empty or "balance": the driver's own balance pays; any other name is a provider's method. */
export const paysFromBalance = (paymentService: string) => paymentService === '' || paymentService === BALANCE_METHOD;
