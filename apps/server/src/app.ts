import type { FastifyPluginAsync } from 'fastify';
import { createCityServices, type CityAppDeps } from './city-services.ts';
import { errorHandler } from './http/error-handler.ts';
import { useRouteSchemas } from './http/route-schemas.ts';
import { attachJobRunner } from './jobs/job-runner.ts';
import { retentionJob } from './jobs/retention.ts';
import { scheduleJobs } from './jobs/schedule-job.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { authHooks } from './modules/auth/auth-hook.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { demoTicketJob } from './modules/flat/demo-ticket-job.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { operatorBankStatementRoutes } from './modules/operator/bank-statements-routes.ts';
import { operatorFinesRoutes } from './modules/operator/fines-routes.ts';
import { fiscalJobs } from './modules/fiscal-receipts/fiscal-jobs.ts';
import { fiscalReceiptRoutes } from './modules/fiscal-receipts/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { deskAccess } from './modules/operator/desk-access.ts';
import { staffRoutes } from './modules/operator/staff-routes.ts';
import { auditRoutes } from './modules/operator/audit-routes.ts';
import { driverDeskRoutes } from './modules/operator/driver-routes.ts';
import { companyHandlers, corporateRoutes } from './modules/corporate/routes.ts';
import { flatDevRoutes } from './modules/flat/dev-routes.ts';
import { flatRoutes } from './modules/flat/routes.ts';
import { notificationJob } from './modules/notifications/notification-job.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { operationRoutes } from './modules/operations/routes.ts';
import { outboxDevRoutes } from './modules/outbox/dev-routes.ts';
import { parkingRoutes } from './modules/parking/routes.ts';
import { paymentDocumentDevRoutes } from './modules/payment-documents/dev-routes.ts';
import { documentJobs } from './modules/payment-documents/document-jobs.ts';
import { paymentDocumentRoutes } from './modules/payment-documents/routes.ts';
import { paymentJobs } from './modules/payments/payment-jobs.ts';
import { phoneReplies } from './modules/payments/phone-replies.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { siteDevRoutes } from './modules/site/dev-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { monthlyMailJobs } from './modules/statements/monthly-mail-jobs.ts';
import { statementRoutes } from './modules/statements/routes.ts';
import { fineRoutes } from './modules/fines/routes.ts';
import { adviceRoutes } from './modules/subscriptions/advice-routes.ts';
import { constructorRoutes } from './modules/subscriptions/constructor-routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';

export type { CityAppDeps } from './city-services.ts';

/** Every route of ONE city back end; mounted under `/city/<code>` or at the root of its own host. */
export function buildCityApp(deps: CityAppDeps): FastifyPluginAsync {
  const now = deps.now ?? (() => new Date());
  return async (app) => {
    app.setErrorHandler(errorHandler);
    // Routes declare their input and answer schemas; see http/route-schemas.ts.
    useRouteSchemas(app);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 'error', errorName: 'NotFound' }));
    attachJobRunner(app, deps.db, deps.jobQueue);
    // Housekeeping ages rows by the clock that dated them.
    scheduleJobs(app, [retentionJob(deps.db, now)]);
    // Built once per city; route plugins take the services they use.
    const services = createCityServices(deps, app.log);
    const { tokens, site, payments } = services;
    // Routes that need a caller name its kind in a preHandler, which sets request.caller.
    app.decorateRequest('caller', null);
    const auth = authHooks(tokens, services.driverBlocked);
    // The company's side of the paths drivers call too (its balance, vehicles, history and top-up).
    const companies = companyHandlers({ ...services.corporate, operations: services.operations });
    await app.register(siteRoutes(services.siteAnswers));
    await app.register(authRoutes(tokens));
    await app.register(accountRoutes({ auth, ...services.accounts, company: companies.profile }));
    await app.register(parkingRoutes(services.maps));
    scheduleJobs(app, paymentJobs(payments, services.yookassa, app.log));
    await app.register(
      paymentRoutes({
        auth,
        refills: services.refills,
        widgetReports: services.widgetReports,
        payments,
        yookassa: services.yookassa,
        demo: deps.config.DEMO,
        company: companies.payments,
      }),
    );
    await app.register(sessionRoutes({ auth, site, ...services.sessions }));
    await app.register(notificationRoutes({ auth, subscriptions: services.notifications.subscriptions }));
    scheduleJobs(app, [notificationJob(services.notifications.sender)]);
    await app.register(flatRoutes({ auth, site, ...services.flat }));
    await app.register(
      operationRoutes({
        auth,
        operations: services.operations,
        historyExports: services.historyExports,
        fiscalLinks: services.fiscalReceipts.linksOf,
        company: companies.history,
        checkLinks: services.checkLinks.ofOperations,
      }),
    );
    scheduleJobs(app, fiscalJobs(services.fiscalReceipts));
    await app.register(fiscalReceiptRoutes({ fiscalReceipts: services.fiscalReceipts }));
    await app.register(subscriptionRoutes({ auth, site, subscriptions: services.subscriptions, subscriptionActions: services.subscriptionActions }));
    await app.register(constructorRoutes({ auth, site, constructors: services.constructors }));
    await app.register(adviceRoutes({ auth, advice: services.advice }));
    await app.register(fineRoutes({ auth, fines: services.fines }));
    scheduleJobs(app, documentJobs(services.paymentDocuments.bankPayments));
    await app.register(
      paymentDocumentRoutes({
        auth,
        city: deps.city,
        now,
        documents: services.paymentDocuments.documents,
        sender: services.paymentDocuments.sender,
      }),
    );
    await app.register(feedbackRoutes({ auth, site, feedback: services.feedback }));
    // Every desk route names the staff roles it needs through one access helper, which reads the roles on every call.
    const access = deskAccess(auth, services.staff.access);
    await app.register(operatorRoutes({ access, tokens, site, operatorLogins: services.operatorLogins, desk: services.desk }));
    await app.register(staffRoutes({ access, staff: services.staff }));
    await app.register(auditRoutes({ access, audit: services.audit }));
    await app.register(driverDeskRoutes({ access, drivers: services.driverDesk }));
    await app.register(corporateRoutes({ auth, ...services.corporate }));
    await app.register(statementRoutes({ auth, statements: services.statements }));
    scheduleJobs(app, monthlyMailJobs(services.monthlyMails));
    await app.register(operatorFinesRoutes({ access, finesDesk: services.finesDesk }));
    await app.register(operatorBankStatementRoutes({ access, bankStatementsDesk: services.bankStatementsDesk }));
    if (deps.config.DEMO) {
      await app.register(siteDevRoutes(services.siteDataRepo, deps.changes));
      await app.register(flatDevRoutes({ db: deps.db, now }));
      await app.register(paymentDocumentDevRoutes(services.paymentDocuments.bankPayments));
      scheduleJobs(app, [demoTicketJob(deps.db, now)]);
      await app.register(outboxDevRoutes(deps.db, phoneReplies(deps.db, payments)));
    }
  };
}
