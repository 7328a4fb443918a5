import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod/mini';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { FLAT_PAYMENT_WINDOW_MS } from '@city-parking/contract/flat/flat-parking';
import { LANGUAGES, type TLanguage } from '@city-parking/contract/site/languages';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TokenOwner } from '../auth/token-service.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { ledger } from '../payments/ledger.ts';
import { providerPayer } from '../payments/payment-method.ts';
import type { PaymentService, ProviderPayment } from '../payments/payment-service.ts';
import { keptOnBalance, type Bought } from '../payments/purchase.ts';
import { flatRepo } from './flat-repo.ts';

/** What a paid ticket payment applies when it completes. */
const ZFlatPaymentDetails = z.object({
  ticketId: z.int(),
  quoteId: z.string(),
  /** The ticket's paid_until when priced (ISO, or null when never paid). */
  basis: z.nullable(z.iso.datetime()),
  /** ISO instant the paid stay runs to. */
  pricedTo: z.iso.datetime(),
  /** A guest payer's phone and language, to which the receipt is texted (absent for drivers and older payments). */
  payerPhone: z.optional(z.string()),
  language: z.optional(z.enum(LANGUAGES)),
});
type FlatPaymentDetails = z.infer<typeof ZFlatPaymentDetails>;

/** payPlane's fields, validated. */
export interface PayRequest {
  paymentService: string;
  parkingNumber: string;
  sessionId: string;
  phone?: string | undefined;
}

/** Where the browser goes to pay, or nothing to pay for a free stay. */
export type PayOutcome = { redirectUrl: string } | { nothingToPay: true };

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  payments: PaymentService;
  log: FastifyBaseLogger;
}

/** payPlane: pays a quoted ticket through a provider; the completed payment marks the ticket paid. */
export function payService({ db, now, payments, log }: Deps) {
  const repo = flatRepo(db);

  async function onFlatPaid(trx: Transaction<Database>, payment: ProviderPayment, details: FlatPaymentDetails): Promise<Bought | 'refund'> {
    const ticketsRepo = flatRepo(trx);
    // Two payments of one ticket (two tabs, two quotes) complete one after the other.
    const ticket = await ticketsRepo.lockTicket(details.ticketId);
    const amount = Number(payment.amount);
    if ((ticket.paid_until?.toISOString() ?? null) !== details.basis) {
      // Another payment paid this stay first. Nothing paid is lost: a driver's money goes to the
      // balance; a guest has none, so a guest's goes back to the payer.
      log.warn({ paymentId: payment.id, ticketId: ticket.id, driverId: payment.driver_id }, 'a ticket was paid twice; the later payment was not applied to it');
      if (payment.driver_id === null) return 'refund';
      await ledger.creditPayment(trx, { id: payment.id, driverId: payment.driver_id, amount, at: now() });
      return keptOnBalance;
    }
    const lot = await ticketsRepo.lotById(ticket.lot_id);
    const exitDeadline = new Date(now().getTime() + lot.exit_minutes * 60_000);
    await ticketsRepo.markPaid(ticket.id, new Date(details.pricedTo), exitDeadline, amount);
    // The stay paid for: from what was paid before (or the entry) to the time priced.
    const period = { start: ticket.paid_until ?? ticket.entry_at, end: new Date(details.pricedTo) };
    await operationJournal.paymentApplied(trx, payment.id, { period });
    // What the confirmation names: from the entry to the moment the car must have left.
    const bought: Bought = { kind: 'flat', zone: lot.number, plate: '', ticket: ticket.ticket_number, start: ticket.entry_at, end: exitDeadline };
    return details.payerPhone ? { ...bought, guest: { phone: details.payerPhone, language: details.language ?? 'ru' } } : bought;
  }
  payments.onPaid('flat', ZFlatPaymentDetails, onFlatPaid);

  return {
    async pay(owner: TokenOwner, input: PayRequest, settings: TSettings, language: TLanguage, guestTokenHash: string | null): Promise<PayOutcome> {
      // An unknown, foreign or stale quote is one whose price may no longer hold.
      const quote = await repo.findQuote(input.sessionId);
      if (!quote) throw new AppError('PriceChangedTryLater');
      const age = now().getTime() - quote.created_at.getTime();
      if (age < 0 || age >= FLAT_PAYMENT_WINDOW_MS) throw new AppError('PriceChangedTryLater');
      const ticket = await repo.ticketById(quote.ticket_id);
      const lot = await repo.lotById(ticket.lot_id);
      if (lot.number !== input.parkingNumber.trim()) throw new AppError('PriceChangedTryLater');
      // Paid meanwhile: the quote prices time that is already paid for.
      if ((ticket.paid_until?.getTime() ?? null) !== (quote.basis?.getTime() ?? null)) throw new AppError('PriceChangedTryLater');
      const amount = Number(quote.amount);
      if (amount === 0) return { nothingToPay: true };

      const payer = providerPayer(settings, input.paymentService, input.phone);
      const details: FlatPaymentDetails = {
        ticketId: ticket.id,
        quoteId: quote.id,
        basis: quote.basis?.toISOString() ?? null,
        pricedTo: quote.priced_to.toISOString(),
      };
      // A guest has no account to see the payment in: the receipt goes to the phone given with it.
      const guestPhone = owner.userType === 'standart' ? null : normaliseFullPhone(input.phone ?? '');
      if (guestPhone) Object.assign(details, { payerPhone: guestPhone, language });
      const { redirectUrl } = await payments.create({
        // A guest pays without an account: the payment belongs to no driver.
        driverId: owner.userType === 'standart' ? owner.subjectId : null,
        purpose: 'flat',
        amount,
        ...payer,
        details,
        description: `Парковка ${lot.number}, талон ${ticket.ticket_number}`,
        language,
        guestTokenHash,
      });
      return { redirectUrl };
    },
  };
}
