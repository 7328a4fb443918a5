import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod/mini';
import type { TCity } from '@city-parking/contract/city/city';
import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import { BALANCE_METHOD } from '@city-parking/contract/payments/session-calls';
import type { TSettings } from '@city-parking/contract/site/settings';
import { SUBSCRIPTION_TYPES } from '@city-parking/contract/subscriptions/subscription-type';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import { checkVehiclePlate, PLATE_ISSUE_ERROR } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import { providerPayer, refuseDocumentMethod } from '../payments/payment-method.ts';
import type { PaymentService, ProviderPayment } from '../payments/payment-service.ts';
import { keptOnBalance, purchaseOf, type Bought, type Purchase } from '../payments/purchase.ts';
import { periodOf } from './subscription-period.ts';
import { subscriptionRepo } from './subscription-repo.ts';
import { writeSubscription } from './subscription-write.ts';
import type { OfferRow } from './tables.ts';
import { inTransaction } from '../../db/in-transaction.ts';

/** What a subscription paid through a provider needs to be written once the payment completes. */
const ZSubscriptionDetails = z.object({
  offerId: z.int(),
  type: z.enum(SUBSCRIPTION_TYPES),
  plate: z.string(),
  zones: z.nullable(z.array(z.string())),
  /** The zones as the history shows them (`#` for any); also read by the history of the waiting payment. */
  zoneNumber: z.string(),
  discountPercent: z.int(),
  /** ISO instants of the period, fixed when the driver asked to buy. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
type SubscriptionDetails = z.infer<typeof ZSubscriptionDetails>;

export interface BuyRequest {
  vehicle?: TPaymentVehicle | undefined;
  codeSubscription: string;
  paymentService: string;
  timestart?: string | null | undefined;
  phone?: string | undefined;
}

/** A subscription priced and checked for a payment document; `details` go with its payment. */
export interface SubscriptionQuote {
  details: Record<string, unknown>;
  /** Kopecks. */
  price: number;
  code: string;
  label: { ru: string; en: string };
  plate: string;
  /** The zones as the history shows them (`#` for any). */
  zones: string;
  start: Date;
  end: Date;
}

/** Bought from the balance (its orderNum and confirmation), or sent to a provider (where the browser goes, and the kopecks paid there). */
export type BuyOutcome = { orderNum: string; purchase: Purchase } | { redirectUrl: string; amount: number };

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
  payments: PaymentService;
  /** False in a city without a balance, where a paid subscription that can no longer be written is refunded. */
  hasBalance: (trx: Transaction<Database>) => Promise<boolean>;
  /** The driver's e-mail, where receipts go; null when the profile has none. */
  emailOf: (driverId: number) => Promise<string | null>;
  log: FastifyBaseLogger;
}

/** The zones of an offer or subscription as the history and confirmations show them. */
export const zoneText = (zones: readonly string[] | null) => (zones === null ? '#' : zones.join(', '));

/** Empty or "balance": the driver's balance pays; any other name is a provider's method. */
const paysFromBalance = (paymentService: string) => paymentService === '' || paymentService === BALANCE_METHOD;

function plateOf(vehicle: TPaymentVehicle | undefined): string {
  if (!vehicle || vehicle.Number.replace(/\s/g, '') === '') throw new AppError('EmptyTs');
  const checked = checkVehiclePlate({ plate: vehicle.Number, format: vehicle.NumberFormat, category: vehicle.Category });
  if (!checked.ok) throw new AppError('ValidationError', { vehicle: PLATE_ISSUE_ERROR[checked.issue] });
  return checked.value.plate;
}

/** Subscription offers and drivers' subscriptions: listing them and buying one from the balance or through a provider. */
export function subscriptionService({ db, city, now, payments, hasBalance, emailOf, log }: Deps) {
  const repo = subscriptionRepo(db);

  /** Writes the subscription of `details` (subscription-write.ts); undefined when the plate's other subscriptions refuse it. */
  const write = (trx: Transaction<Database>, driverId: number, details: SubscriptionDetails, price: number, paymentId?: string) =>
    writeSubscription(trx, { driverId, terms: { ...details, start: new Date(details.start), end: new Date(details.end) }, price, paymentId, at: now() });

  const bought = (details: SubscriptionDetails): Bought => ({
    kind: 'subscription',
    zone: details.zoneNumber,
    plate: details.plate,
    start: new Date(details.start),
    end: new Date(details.end),
  });

  /**
   * A paid subscription: written once, by the completion that finds the payment waiting (the payment
   * row's lock orders repeated notices). When the plate got an overlapping subscription meanwhile,
   * the money stays on the balance, or goes back where the city has none.
   */
  async function onSubscriptionPaid(trx: Transaction<Database>, payment: ProviderPayment, details: SubscriptionDetails): Promise<Bought | 'refund'> {
    if (payment.driver_id === null) return 'refund';
    const amount = Number(payment.amount);
    const id = await write(trx, payment.driver_id, details, amount, payment.id);
    if (id === undefined) {
      if (!(await hasBalance(trx))) return 'refund';
      await ledger.creditPayment(trx, { id: payment.id, driverId: payment.driver_id, amount, at: now() });
      log.warn({ paymentId: payment.id, plate: details.plate }, 'paid subscription overlaps one bought meanwhile; the payment stays on the balance');
      return keptOnBalance;
    }
    return bought(details);
  }
  payments.onPaid('subscription', ZSubscriptionDetails, onSubscriptionPaid);

  function detailsOf(offer: OfferRow, plate: string, period: { start: Date; end: Date }): SubscriptionDetails {
    return {
      offerId: offer.id,
      type: offer.type,
      plate,
      zones: offer.zones,
      zoneNumber: zoneText(offer.zones),
      discountPercent: offer.discount_percent,
      start: period.start.toISOString(),
      end: period.end.toISOString(),
    };
  }

  /**
   * The checks of a purchase before any money moves: the offer, the vehicle, the e-mail receipts go
   * to, the start date (which fixes the period) and the plate's other subscriptions.
   */
  async function checkedPurchase(driverId: number, request: Pick<BuyRequest, 'vehicle' | 'codeSubscription' | 'timestart'>, settings: TSettings) {
    const code = request.codeSubscription.trim();
    if (!code) throw new AppError('ValidationError', { codeSubscription: 'RequiredField' });
    const offer = await repo.findOffer(code, settings.useSubscriptionConstructor);
    if (!offer) throw new AppError('ValidationError', { codeSubscription: 'InvalidFormat' });
    if (offer.constructed) await repo.markShown(offer.id, now());
    const plate = plateOf(request.vehicle);
    const period = periodOf(offer.type, request.timestart, settings.subscriptionStartOffsetDays ?? 0, now(), city.timeZone, offer.days);
    const email = await emailOf(driverId);
    if (!email) throw new AppError('SetEmailInProfile');
    // Refused before paying; the write checks again under the plate's lock.
    if (await repo.blocking(plate, period.start, period.end, offer.zones, driverId)) throw new AppError('SubscriptionAlreadyExists');
    return { offer, plate, email, price: Number(offer.price), details: detailsOf(offer, plate, period) };
  }

  return {
    /** The offers on sale, with the city's today and start offset that bound their start dates. */
    async offers(settings: TSettings): Promise<{ offers: OfferRow[]; today: string; offsetDays: number }> {
      return { offers: await repo.offers(), today: wallClockAt(now(), city.timeZone).date, offsetDays: settings.subscriptionStartOffsetDays ?? 0 };
    },

    /**
     * A subscription to be paid by a payment document: checked as a purchase is, its period fixed
     * now. `details` are what a provider payment of purpose `subscription` carries, so the
     * document's payment, once the bank pays it, writes the subscription through the same handler.
     */
    async quote(driverId: number, request: Pick<BuyRequest, 'vehicle' | 'codeSubscription' | 'timestart'>, settings: TSettings): Promise<SubscriptionQuote> {
      const { offer, plate, price, details } = await checkedPurchase(driverId, request, settings);
      if (price <= 0) throw new AppError('ValidationError', { codeSubscription: 'InvalidFormat' });
      return {
        details,
        price,
        code: offer.code,
        label: { ru: offer.label_ru, en: offer.label_en },
        plate,
        zones: details.zoneNumber,
        start: new Date(details.start),
        end: new Date(details.end),
      };
    },

    /**
     * POST /api/payment/subscription: checks the offer, the vehicle, the e-mail receipts go to and the
     * start date; pays from the balance when the method is the balance or the balance covers the
     * price, otherwise through the provider.
     */
    async buy(driverId: number, request: BuyRequest, settings: TSettings, language: 'ru' | 'en'): Promise<BuyOutcome> {
      // Asked for a document, the driver never meant the balance either, even where it would cover the price.
      refuseDocumentMethod(request.paymentService);
      const { offer, plate, email, price, details } = await checkedPurchase(driverId, request, settings);
      const withBalance = !settings.dontUseBalance;
      const balance = withBalance ? await ledger.balanceOf(db, driverId) : 0;
      const fromBalance = price === 0 || paysFromBalance(request.paymentService) || (withBalance && balance >= price);
      if (!fromBalance) {
        const payer = providerPayer(settings, request.paymentService, request.phone);
        const description = `Абонемент «${offer.label_ru}», ${plate}`;
        const { redirectUrl } = await payments.create({ driverId, purpose: 'subscription', amount: price, ...payer, details, description, language, email });
        return { redirectUrl, amount: price };
      }
      if (price > 0 && !withBalance) throw new AppError('AccountNotFound');
      if (price > balance) throw new AppError('NotSelectedPaymentService');
      const written = await inTransaction(db, async (trx) => {
        const id = await write(trx, driverId, details, price);
        return id === undefined ? undefined : { id, purchase: purchaseOf(bought(details), price, withBalance ? await ledger.balanceOf(trx, driverId) : null) };
      });
      if (!written) throw new AppError('SubscriptionAlreadyExists');
      return { orderNum: String(written.id), purchase: written.purchase };
    },
  };
}
export type SubscriptionService = ReturnType<typeof subscriptionService>;
