import type { Kysely } from 'kysely';
import { isEmail, normalisePhone } from '@city-parking/contract/auth/fields';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import {
  DRIVER_CARD_SECTION_ROWS,
  DRIVER_SEARCH_PAGE_SIZE,
  maskCodes,
  type TDriverBlock,
  type TDriverCard,
  type TDriverHit,
  type TDriverMatch,
  type TDriverSearchQuery,
} from '@city-parking/contract/operator/operator-drivers';
import { normaliseForeignPlate, normalisePlate } from '@city-parking/contract/vehicle/plate';
import { normaliseStsNumber } from '@city-parking/contract/vehicle/sts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { driverBlockRepo, type DriverBlock } from '../accounts/driver-block-repo.ts';
import { driverCardRepo } from '../accounts/driver-card-repo.ts';
import { driverSearchRepo, type DriverPage } from '../accounts/driver-search-repo.ts';
import { tokenRepo } from '../auth/token-repo.ts';
import { appealRepo } from '../feedback/appeal-repo.ts';
import { fineRepo } from '../fines/fine-repo.ts';
import { fiscalReceiptRepo } from '../fiscal-receipts/fiscal-receipt-repo.ts';
import { pushSubscriptionCount } from '../notifications/push-count-repo.ts';
import { driverOfOperation } from '../operations/operation-driver-repo.ts';
import { sentTo } from '../outbox/sent-to-repo.ts';
import { documentSearchRepo } from '../payment-documents/document-search-repo.ts';
import { driverMoneyRepo } from '../payments/driver-money-repo.ts';
import { driverSessionsOf } from '../sessions/driver-sessions-repo.ts';
import { driverSubscriptionsOf } from '../subscriptions/driver-subscriptions-repo.ts';
import type { DeskActor } from './desk-actor.ts';
import type { DeskAudit } from './desk-audit.ts';

interface Deps {
  db: Kysely<Database>;
  audit: DeskAudit;
  now: () => Date;
}

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));
const blockAnswer = (block: DriverBlock | null): TDriverBlock => (block === null ? null : { at: iso(block.at), reason: block.reason });
const fullName = (d: { last_name: string; first_name: string; middle_name: string }) =>
  [d.last_name, d.first_name, d.middle_name].filter((part) => part.trim() !== '').join(' ');

/** The account's block as it stands in the transaction; DriverNotFound for an unknown id. */
async function blockNow(accounts: ReturnType<typeof driverBlockRepo>, driverId: number): Promise<DriverBlock | null> {
  const block = await accounts.blockOf(driverId);
  if (block === undefined) throw new AppError('DriverNotFound');
  return block;
}

/**
 * The desk's look at drivers for support and finance: a search by whatever the caller
 * has at hand, a driver's card, and (support only) blocking and unblocking the account. Each module answers from its own tables; this service only
 * merges. Every look at a card is written to the audit trail, since who saw whose data matters.
 */
export function driverDeskService({ db, audit, now }: Deps) {
  const accounts = driverSearchRepo(db);
  const money = driverMoneyRepo(db);
  const documents = documentSearchRepo(db);

  /**
   * The ids each kind of look-up finds below `before`, one page and one more each: the union's first
   * page is then among them, and the one more tells whether a next page exists. The look-ups run one
   * after another, each a short indexed query, since an embedded city has a single connection.
   */
  async function matches(query: string, page: DriverPage): Promise<Map<number, TDriverMatch[]>> {
    const found = new Map<number, TDriverMatch[]>();
    const add = (kind: TDriverMatch, ids: readonly (number | undefined)[]) => {
      for (const id of ids) {
        if (id === undefined || (page.before !== undefined && id >= page.before)) continue;
        const kinds = found.get(id) ?? [];
        if (!kinds.includes(kind)) kinds.push(kind);
        found.set(id, kinds);
      }
    };
    const phone = normalisePhone(query);
    if (phone) add('phone', await accounts.byPhone(phone, page));
    if (isEmail(query)) add('email', await accounts.byEmail(query, page));
    add('plate', await accounts.byPlate([...new Set([normalisePlate(query), normaliseForeignPlate(query)])], page));
    add('sts', await accounts.bySts(normaliseStsNumber(query), page));
    add('operation', [await driverOfOperation(db, query)]);
    add('payment', [await money.driverOfPayment(query)]);
    const receiptPayment = await fiscalReceiptRepo(db).paymentOf(query);
    if (receiptPayment !== undefined) add('receipt', [await money.driverOfPayment(receiptPayment)]);
    add('document', [await documents.driverOfNumber(query)]);
    return found;
  }

  return {
    async search({ query, before }: TDriverSearchQuery): Promise<{ items: TDriverHit[]; next: string | null }> {
      const found = await matches(query, { before, limit: DRIVER_SEARCH_PAGE_SIZE + 1 });
      const ids = [...found.keys()].sort((a, b) => b - a);
      const pageIds = ids.slice(0, DRIVER_SEARCH_PAGE_SIZE);
      const rows = await accounts.summaries(pageIds);
      const items = rows.map((row) => ({
        id: row.id,
        name: fullName(row),
        phone: row.phone === null ? null : formatPhone(row.phone),
        email: row.email,
        plates: row.plates,
        matched: found.get(row.id) ?? [],
      }));
      const last = pageIds.at(-1);
      return { items, next: ids.length > DRIVER_SEARCH_PAGE_SIZE && last !== undefined ? String(last) : null };
    },

    /** The driver's card, and its look written to the audit trail; DriverNotFound for an unknown id. */
    async card(actor: DeskActor, driverId: number): Promise<TDriverCard> {
      const account = driverCardRepo(db);
      const profile = await account.profile(driverId);
      if (!profile) throw new AppError('DriverNotFound');
      const rows = DRIVER_CARD_SECTION_ROWS;
      const phones = await account.phones(driverId, rows);
      const vehicles = await account.vehicles(driverId, rows);
      const papers = await account.documents(driverId, rows);
      const sessions = await driverSessionsOf(db, driverId, rows);
      const payments = await money.payments(driverId, rows);
      const balance = await money.balance(driverId);
      const ledger = await money.ledger(driverId, rows);
      const subscriptions = await driverSubscriptionsOf(db, driverId, rows);
      const paymentDocuments = await documents.documentsOf(driverId, rows);
      const fines = await fineRepo(db).latestOwnedBy(driverId, rows);
      const appeals = await appealRepo(db).list({ driverId, limit: rows });
      const recipients = [...phones.map((p) => p.phone), ...(profile.email ? [profile.email] : [])];
      const messages = await sentTo(db, recipients, rows);
      const pushSubscriptions = await pushSubscriptionCount(db, driverId);
      const signIns = await tokenRepo(db).issuedTo('standart', driverId, rows);
      const block = await driverBlockRepo(db).blockOf(driverId);

      await db.transaction().execute((trx) => audit(trx, actor, { action: 'driver.view', object: 'driver', objectId: String(driverId) }));

      return {
        id: Number(profile.id),
        name: fullName(profile),
        email: profile.email,
        createdAt: iso(profile.created_at),
        noticeLanguage: profile.notice_language,
        notifyByEmail: profile.notify_by_email,
        yandexLinked: Boolean(profile.yandex_linked),
        phones: phones.map((p) => ({ phone: formatPhone(p.phone), main: p.is_main })),
        vehicles: vehicles.map((v) => ({ plate: v.plate, name: v.name, format: v.format, category: v.category, sts: v.sts_number, main: v.is_main })),
        documents: papers.map((d) => ({ type: d.type, number: d.number })),
        sessions: sessions.map((s) => ({
          id: Number(s.id),
          zone: s.zone_number || s.parking_code,
          plate: s.plate,
          kind: s.kind,
          status: s.status,
          startAt: iso(s.start_at),
          endAt: isoOrNull(s.end_at),
          paid: Number(s.paid),
        })),
        payments: payments.map((p) => ({
          id: p.id,
          purpose: p.purpose,
          amount: Number(p.amount),
          method: p.method,
          status: p.status,
          providerPaymentId: p.provider_payment_id,
          createdAt: iso(p.created_at),
          completedAt: isoOrNull(p.completed_at),
        })),
        balance,
        ledger: ledger.map((l) => ({ id: Number(l.id), kind: l.kind, amount: Number(l.amount), paymentId: l.payment_id, at: iso(l.created_at) })),
        subscriptions: subscriptions.map((s) => ({
          id: Number(s.id),
          type: s.type,
          plate: s.plate,
          status: s.status,
          startAt: iso(s.start_at),
          endAt: iso(s.end_at),
          price: Number(s.price),
        })),
        paymentDocuments: paymentDocuments.map((d) => ({
          number: d.number,
          kind: d.kind,
          amount: Number(d.amount),
          status: d.status,
          createdAt: iso(d.created_at),
        })),
        fines: fines.map((f) => ({
          uin: f.uin,
          plate: f.plate,
          status: f.status,
          totalSum: Number(f.total_sum),
          paidSum: Number(f.paid_sum),
          offenseAt: iso(f.offense_at),
        })),
        appeals: appeals.map((a) => ({ id: a.id, topic: a.topic, status: a.status, createdAt: iso(a.created_at) })),
        messages: messages.map((m) => ({
          channel: m.channel,
          to: m.channel === 'email' ? m.to : formatPhone(m.to),
          text: maskCodes(m.text),
          at: iso(m.created_at),
        })),
        pushSubscriptions,
        signIns: signIns.map((t) => ({
          at: iso(t.created_at),
          kind: t.user_type,
          lastUsedAt: iso(t.last_used_at),
          expiresAt: iso(t.expires_at),
          revoked: t.revoked_at !== null,
        })),
        blocked: blockAnswer(block ?? null),
      };
    },

    /**
     * Blocks the driver's account (`support`): no sign-in, payment or session start until it is
     * unblocked; running sessions run out as paid. The block, the end of the driver's tokens and the
     * trail's row are one transaction; blocking a blocked account changes nothing and writes no row.
     */
    async block(actor: DeskActor, driverId: number, reason: string): Promise<TDriverBlock> {
      return db.transaction().execute(async (trx) => {
        const accounts = driverBlockRepo(trx);
        const at = now();
        if (await accounts.block(driverId, at, reason)) {
          await tokenRepo(trx).revokeAllOf('standart', driverId, at);
          // The trail: a driver blocked, and why.
          await audit(trx, actor, {
            action: 'driver.block',
            object: 'driver',
            objectId: String(driverId),
            before: { blocked: false },
            after: { blocked: true },
            reason,
          });
        }
        return blockAnswer(await blockNow(accounts, driverId));
      });
    },

    /** Unblocks the account (`support`): the driver signs in again; unblocking an unblocked one changes nothing. */
    async unblock(actor: DeskActor, driverId: number, reason: string): Promise<TDriverBlock> {
      return db.transaction().execute(async (trx) => {
        const accounts = driverBlockRepo(trx);
        if (await accounts.unblock(driverId)) {
          // The trail: a driver unblocked, and why.
          await audit(trx, actor, {
            action: 'driver.unblock',
            object: 'driver',
            objectId: String(driverId),
            before: { blocked: true },
            after: { blocked: false },
            reason,
          });
        }
        return blockAnswer(await blockNow(accounts, driverId));
      });
    },
  };
}
export type DriverDeskService = ReturnType<typeof driverDeskService>;
