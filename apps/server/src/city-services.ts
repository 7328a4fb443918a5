import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { Config } from './config.ts';
import type { JobQueueOptions } from './jobs/job-runner.ts';
import { readCache } from './db/read-cache.ts';
import { rowCache } from './db/row-cache.ts';
import type { Database } from './db/schema.ts';
import type { TableChanges } from './db/table-changes.ts';
import type { Messenger } from './modules/outbox/messenger.ts';
import { documentSender } from './modules/payment-documents/document-sender.ts';
import { driverRepo } from './modules/accounts/driver-repo.ts';
import { confirmationTypeOf } from './modules/accounts/confirmation-type.ts';
import { contactService } from './modules/accounts/contact-service.ts';
import { phoneConfirmedEvent } from './modules/accounts/phone-confirmed.ts';
import { driverBlockRepo } from './modules/accounts/driver-block-repo.ts';
import { loginService } from './modules/accounts/login-service.ts';
import { profileService } from './modules/accounts/profile-service.ts';
import { registrationService } from './modules/accounts/registration-service.ts';
import { restoreService } from './modules/accounts/restore-service.ts';
import { vehicleService } from './modules/accounts/vehicle-service.ts';
import { yandexIdService } from './modules/accounts/yandex-id.ts';
import { tokenRepo } from './modules/auth/token-repo.ts';
import { tokenService } from './modules/auth/token-service.ts';
import { fineService } from './modules/fines/fine-service.ts';
import { fineImportService } from './modules/fines/import-service.ts';
import { feedbackService } from './modules/feedback/feedback-service.ts';
import { fiscalReceiptService } from './modules/fiscal-receipts/fiscal-receipt-service.ts';
import { checkLinks } from './modules/fiscal-receipts/check-links.ts';
import { fiscalSettingsOf } from './modules/fiscal-receipts/fiscal-settings.ts';
import { receiptSigner } from './modules/fiscal-receipts/receipt-signer.ts';
import { sandboxFiscalAdapter } from './modules/fiscal-receipts/sandbox-fiscal-adapter.ts';
import { deskService } from './modules/operator/desk-service.ts';
import { bankStatementsDeskService } from './modules/operator/bank-statements-desk-service.ts';
import { finesDeskService } from './modules/operator/fines-desk-service.ts';
import { operatorLoginService } from './modules/operator/operator-login-service.ts';
import { staffService } from './modules/operator/staff-service.ts';
import { deskAudit } from './modules/operator/desk-audit.ts';
import { driverDeskService } from './modules/operator/driver-desk-service.ts';
import { auditTrail } from './modules/audit/audit-trail.ts';
import { companyNamesOf } from './modules/corporate/company-names-repo.ts';
import { companyRepo } from './modules/corporate/company-repo.ts';
import { companyPayer } from './modules/corporate/company-payer.ts';
import { corpRefillService } from './modules/corporate/corp-refill-service.ts';
import { corpDriverService } from './modules/corporate/corp-driver-service.ts';
import { corpFleetService } from './modules/corporate/corp-fleet-service.ts';
import { corpLoginService } from './modules/corporate/corp-login-service.ts';
import { cabinetGate } from './modules/corporate/cabinet-gate.ts';
import { corpProfileService } from './modules/corporate/corp-profile-service.ts';
import { payService } from './modules/flat/pay-service.ts';
import { lotNumberOfTicket } from './modules/flat/ticket-lot-repo.ts';
import { quoteService } from './modules/flat/quote-service.ts';
import { notificationSender } from './modules/notifications/notification-sender.ts';
import { pushSender } from './modules/notifications/push-sender.ts';
import { pushSubscriptions } from './modules/notifications/push-subscriptions.ts';
import { vapidKeys } from './modules/notifications/vapid-keys.ts';
import { historyExportService } from './modules/operations/history-export-service.ts';
import { describeOperationsWith } from './modules/operations/operation-journal.ts';
import { operationsService } from './modules/operations/operations-service.ts';
import { mapService } from './modules/parking/map-service.ts';
import { zoneCatalog } from './modules/sessions/zone-catalog.ts';
import { guestReceipts } from './modules/payments/guest-payment-sms.ts';
import { ledger } from './modules/payments/ledger.ts';
import { paymentPayerOf } from './modules/payments/payment-payer-repo.ts';
import { bankPaymentService } from './modules/payment-documents/bank-payment-service.ts';
import { bankStatementImport } from './modules/payment-documents/bank-statement-import.ts';
import { paymentDocumentService } from './modules/payment-documents/payment-document-service.ts';
import { payeeOf } from './modules/payment-documents/payees.ts';
import { paymentService } from './modules/payments/payment-service.ts';
import { paymentProviders } from './modules/payments/providers/select-provider.ts';
import { refillService } from './modules/payments/refill-service.ts';
import { widgetReportService } from './modules/payments/widget-report-service.ts';
import { cancelService } from './modules/sessions/cancel-service.ts';
import { costReads } from './modules/sessions/cost-reads.ts';
import { costService } from './modules/sessions/cost-service.ts';
import { adoptGuestOperations } from './modules/sessions/guest-operations.ts';
import { guestStartService } from './modules/sessions/guest-start-service.ts';
import { noBalanceService } from './modules/sessions/no-balance-service.ts';
import { paidSessionsStartedIn } from './modules/sessions/paid-sessions-repo.ts';
import { sessionDescriptionOf } from './modules/sessions/session-description-repo.ts';
import { renewService } from './modules/sessions/renew-service.ts';
import { toSessionAnswer } from './modules/sessions/session-answer.ts';
import { sessionRepo } from './modules/sessions/session-repo.ts';
import { startService } from './modules/sessions/start-service.ts';
import { hasBalanceOf } from './modules/site/has-balance.ts';
import { siteRepo } from './modules/site/site-repo.ts';
import { siteAnswers } from './modules/site/site-answers.ts';
import { siteService } from './modules/site/site-service.ts';
import { monthlyMailService } from './modules/statements/monthly-mail-service.ts';
import { statementService } from './modules/statements/statement-service.ts';
import { subscriptionActionsService } from './modules/subscriptions/subscription-actions-service.ts';
import { adviceService } from './modules/subscriptions/advice-service.ts';
import { constructorService } from './modules/subscriptions/constructor-service.ts';
import { subscriptionService } from './modules/subscriptions/subscription-service.ts';
import { tariffService } from './modules/tariff/tariff-service.ts';

/** What one city's back end needs from the process that hosts it. */
export interface CityAppDeps {
  city: TCity;
  db: Kysely<Database>;
  /** Commits that changed the city's read-mostly tables, whichever process made them: they empty its read cache. */
  changes: TableChanges;
  config: Config;
  /** The city's one messenger (outbox record plus SMTP and SMS.ru when configured), given to everything that sends. */
  messenger: Messenger;
  /** The clock of parking rules (session times, post-payment days, the calendar); real time unless a test sets it. */
  now?: () => Date;
  /** How the city's job queue is polled; false runs only the jobs that run at start (tests that want no queue). */
  jobQueue?: JobQueueOptions | false;
  /** Local push services a test runs (PushServices.testOrigins); the server's own start-up gives none. */
  pushTestOrigins?: ReadonlySet<string>;
}

/**
 * The composition root of one city: every service is built here once, from the city's database,
 * configuration and messenger, and handed to the route plugins that need it. Services that sell
 * something register what a completed payment does (payments.onPaid) as they are built, so the
 * city's one payment service knows every purpose before the first request.
 */
export function createCityServices({ db, changes, city, config, messenger, now = () => new Date(), pushTestOrigins }: CityAppDeps, log: FastifyBaseLogger) {
  // The operations history describes an event by its session, ticket and payment, read in the money's
  // transaction by their own modules' repos: sessions, flat and payments import operations.
  describeOperationsWith({ session: sessionDescriptionOf, ticketLot: lotNumberOfTicket, payment: paymentPayerOf });
  // Site options, settings, content, zones and the calendar are read from memory (db/read-cache.ts).
  const cache = readCache(changes);
  // Tokens by hash in memory; a revocation anywhere drops the one row (migration 0040).
  const tokenRepository = tokenRepo(db);
  // Tokens are issued, touched and expired on the server's clock, as every other row is dated.
  const tokens = tokenService(
    tokenRepository,
    now,
    rowCache(changes, { keyedTable: 'auth_token' }, tokenRepository.find, (row) => row !== undefined),
  );
  const siteDataRepo = siteRepo(db);
  // The city's receipt key: a configured one in production; demo mode makes one per city and keeps it. Without either, nothing is signed.
  const signer = config.RECEIPT_SIGNING_KEYS_DIR || config.DEMO ? receiptSigner({ db, city: city.city, keysDir: config.RECEIPT_SIGNING_KEYS_DIR, now }) : null;
  // The site options publish the public key, with which anyone can check a receipt.
  const site = siteService(
    siteDataRepo,
    city,
    {
      yandexClientId: config.YANDEX_CLIENT_ID ?? '',
      receiptPublicKey: async () => (signer ? signer.publicKey() : ''),
    },
    cache,
  );

  // Accounts.
  const confirmationType = confirmationTypeOf((name) => siteDataRepo.getSetting(name));
  // Modules that keep something of a phone's guests (sessions) listen for its confirmation.
  const phoneConfirmed = phoneConfirmedEvent();
  phoneConfirmed.on(adoptGuestOperations);
  const publicUrl = config.PUBLIC_URL ?? '';
  const registration = registrationService({
    db,
    messenger,
    confirmationType,
    phoneConfirmed,
    emailLink: (salt, code) => `${publicUrl}/registration/confirmation/email/${encodeURIComponent(salt)}/${code}?city=${city.city}`,
    now,
  });
  const logins = loginService({ db, tokens, now });
  const vehicles = vehicleService(db, now);
  const accounts = {
    confirmationType,
    registration,
    logins,
    restore: restoreService({ db, messenger, tokens, now }),
    vehicles,
    profiles: profileService({
      db,
      tokens,
      vehicles,
      now,
      // The profile shows the balance and running sessions without accounts depending on their modules.
      balanceOf: (driverId) => ledger.balanceOf(db, driverId),
      // The company that paid a session is named by corporate's repo: sessions does not import corporate.
      currentSessionsOf: async (driverId, language) =>
        (await sessionRepo(db).currentOf(driverId, now(), (ids) => companyNamesOf(db, ids))).map((session) => toSessionAnswer(session, language)),
    }),
    contacts: contactService({
      db,
      messenger,
      confirmationType,
      contactChangeAllowed: async () => (await site.getSettings()).allowContactChange,
      phoneConfirmed,
      now,
    }),
    // Yandex ID exists only for a configured client.
    yandex: config.YANDEX_CLIENT_ID
      ? yandexIdService({ db, tokens, logins, clientId: config.YANDEX_CLIENT_ID, userInfoUrl: config.YANDEX_USERINFO_URL, now })
      : null,
  };

  // Fiscal receipts of the money providers take and return; the cash register and seller are configured per city.
  const fiscalSettings = config.FISCAL_PROVIDER === 'off' ? null : fiscalSettingsOf(config.FISCAL_FILE, city.city);
  const fiscalReceipts = fiscalReceiptService({
    db,
    settings: fiscalSettings,
    adapter: config.FISCAL_PROVIDER === 'sandbox' ? sandboxFiscalAdapter({ db, city: city.city, now }) : null,
    signer,
    messenger,
    timeZone: city.timeZone,
    receiptLink: (id, language) => `${publicUrl}${language === 'en' ? '/en' : ''}/receipt/${id}?city=${city.city}`,
    // The driver's e-mail, read in the money's transaction without the receipts depending on accounts.
    buyerEmailOf: async (trx, driverId) => (await driverRepo(trx).findById(driverId))?.email ?? null,
    now,
    log,
  });

  // The /check links of guest payments and of the history's paid sessions, signed with the receipts' key.
  const checks = checkLinks({ signer, city: city.city, publicUrl });

  // Payments: one service per city; modules that sell something register what a completed payment does.
  const providers = paymentProviders(config, city.apiUrl, messenger, now);
  const hasBalance = hasBalanceOf(city);
  const payments = paymentService({
    db,
    providerFor: providers.providerFor,
    refund: providers.refund,
    now,
    expiryMinutes: config.PAYMENT_EXPIRY_MINUTES,
    hasBalance,
    // The guest's receipt page, in the city of the payment whichever city the phone's browser last chose.
    guestReceipts: guestReceipts({
      messenger,
      checkLink: checks.link,
      timeZone: city.timeZone,
      log,
    }),
    receipts: fiscalReceipts.receipts,
    log,
  });
  // The card widget shows the e-mail a top-up's receipt goes to; payments read it without depending on accounts.
  const emailOf = async (driverId: number) => (await driverRepo(db).findById(driverId))?.email ?? null;
  const refills = refillService({ site, payments, emailOf });
  // Subscriptions: receipts go to the driver's e-mail, read without the module depending on accounts.
  const subscriptions = subscriptionService({ db, city, now, payments, hasBalance, emailOf, log });
  const subscriptionActions = subscriptionActionsService({ db, city, now, payments });
  const constructors = constructorService({ db, city, now });

  // Payment documents: slips and invoices paid by bank transfer; their money completes a waiting
  // payment like any other, so a paid one credits the top-up or writes the subscription once.
  const payee = payeeOf(config.PAYEES_FILE, city.city);
  const bankPayments = bankPaymentService({ db, now, payments });
  // A company's invoice names the company's INN, which corporate keeps.
  const documents = paymentDocumentService({
    db,
    now,
    payee,
    site,
    payments,
    subscriptions,
    companyInnOf: (companyId) => companyRepo(db).innOf(companyId),
  });
  const paymentDocuments = {
    documents,
    sender: documentSender({ db, documents, messenger, city, now }),
    bankPayments,
    // The operator's desk imports statements (bankStatementsDesk below).
    bankStatements: bankStatementImport({ payee, bank: bankPayments }),
  };

  // Parking sessions.
  // One tariff, with its cached production calendar, prices street sessions and barrier lots alike.
  const tariffs = tariffService({ db, city, cache });
  const zones = zoneCatalog(db, cache);
  const costs = costService({ db, city, now, tariffs, zones, quoteReads: costReads(db, changes) });
  // Drivers of a company park its vehicles on its account; the session records who paid through the sessions' repo.
  const companyPayers = companyPayer({
    db,
    timeZone: city.timeZone,
    now,
    markSessionPaid: (trx, sessionId, paidBy) => sessionRepo(trx).markPaidByCompany(sessionId, paidBy),
  });
  const starts = startService({ db, now, costs, payments, companies: companyPayers, log, hasBalance });
  const sessions = {
    costs,
    starts,
    renewals: renewService({ db, now, costs, payments, companies: companyPayers, log }),
    cancels: cancelService({ db, now, costs, companies: companyPayers }),
    noBalance: noBalanceService({ db, now, costs, payments, starts, log }),
    guests: guestStartService({ db, costs, payments, starts }),
  };

  // The advice on subscriptions prices the driver's sessions by the same tariff.
  // Its paid sessions are the sessions module's, which imports subscriptions.
  const advice = adviceService({
    db,
    city,
    now,
    tariff: tariffs.tariff,
    paidSessionsOf: (driverId, from, to) => paidSessionsStartedIn(db, driverId, from, to),
  });

  // Barrier (flat) lots.
  const flat = { quotes: quoteService({ db, now, tariffs }), pays: payService({ db, now, payments, log }) };

  // The operations history and its export.
  const operations = operationsService({ db, timeZone: city.timeZone });
  // The corporate cabinet; its balance, vehicles and history answer on the drivers' paths too.
  const corporate = {
    // A closed city serves no company either.
    cabinet: cabinetGate(site),
    corpLogins: corpLoginService({ db, tokens, now }),
    corpProfiles: corpProfileService(db),
    corpDrivers: corpDriverService(db, now),
    corpFleet: corpFleetService(db, now),
    companyPayers,
    // A company's card top-up: its completion credits the company's ledger through the payments' handler.
    corpRefills: corpRefillService({ site, payments, now }),
  };
  const historyExports = historyExportService({ db, timeZone: city.timeZone, operations, now });
  // The monthly e-mails: companies' statements from their ledger, drivers' reports from the history's exports.
  const monthlyMails = monthlyMailService({ db, city, messenger, historyExports, now, log });
  // The cabinet downloads the same statements the monthly e-mail attaches.
  const statements = statementService({ db, city, now });
  // Fines: the desk shows an appeal's fine and its evidence as the driver would see them.
  const fines = fineService({ db, city, now, settings: site.getSettings });

  // Reminders and notices of sessions: web push where the driver allowed it, else SMS or e-mail.
  const vapid = vapidKeys({
    db,
    configured: { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT },
    demo: config.DEMO,
    publicUrl: config.PUBLIC_URL,
    now,
  });
  // The server posts to a subscription's endpoint: only to the listed push services, and only to public addresses.
  const pushServices = { hosts: config.PUSH_HOSTS, testOrigins: pushTestOrigins };
  const notifications = {
    subscriptions: pushSubscriptions({ db, vapid, services: pushServices, now }),
    sender: notificationSender({ db, city, messenger, push: pushSender({ vapid, services: pushServices }), publicUrl, now, log }),
  };

  // Every desk action that changes data writes its row of the trail in its own transaction.
  const trail = auditTrail({ db, timeZone: city.timeZone, now });
  const audit = deskAudit(trail);

  return {
    tokens,
    // Every driver's call asks the account's blocked state fresh (auth-hook.ts), not the token cache.
    driverBlocked: (driverId: number) => driverBlockRepo(db).isBlocked(driverId),
    site,
    notifications,
    siteAnswers: siteAnswers(site, cache),
    siteDataRepo,
    accounts,
    maps: mapService(db, cache),
    payments,
    refills,
    widgetReports: widgetReportService(payments),
    yookassa: providers.yookassa,
    sessions,
    flat,
    subscriptions,
    subscriptionActions,
    constructors,
    paymentDocuments,
    advice,
    operations,
    fiscalReceipts,
    checkLinks: checks,
    historyExports,
    monthlyMails,
    statements,
    fines,
    feedback: feedbackService({ db, now, ownsFine: fines.contestable }),
    operatorLogins: operatorLoginService({ db, tokens, now, issuer: `City Parking ${city.nameForShow.en}` }),
    audit: trail,
    desk: deskService({ db, messenger, log, now, fines, audit }),
    driverDesk: driverDeskService({ db, audit, now }),
    staff: staffService({
      db,
      messenger,
      now,
      audit,
      trail,
      setupLink: (token, language) => `${publicUrl}${language === 'en' ? '/en' : ''}/operator/setup?token=${encodeURIComponent(token)}&city=${city.city}`,
    }),
    finesDesk: finesDeskService({ db, imports: fineImportService({ db, now }), now, audit }),
    corporate,
    bankStatementsDesk: bankStatementsDeskService({ db, statements: paymentDocuments.bankStatements, now, audit }),
  };
}
export type CityServices = ReturnType<typeof createCityServices>;
