import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { errorHandler } from './http/error-handler.ts';
import { scheduleJobs } from './jobs/schedule-job.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { flatDevRoutes } from './modules/flat/dev-routes.ts';
import { flatRoutes } from './modules/flat/routes.ts';
import { outboxDevRoutes } from './modules/outbox/dev-routes.ts';
import type { Messenger } from './modules/outbox/messenger.ts';
import { parkingRoutes } from './modules/parking/routes.ts';
import { paymentService } from './modules/payments/payment-service.ts';
import { paymentJobs } from './modules/payments/payment-jobs.ts';
import { phoneReplies } from './modules/payments/phone-replies.ts';
import { paymentProviders } from './modules/payments/providers/select-provider.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { siteDevRoutes } from './modules/site/dev-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';

/** What one city's back end needs from the process that hosts it. */
export interface CityAppDeps {
  city: TCity;
  db: Kysely<Database>;
  config: Config;
  /** The city's one messenger (outbox record plus SMTP and SMS.ru when configured), given to everything that sends. */
  messenger: Messenger;
  /** The clock of parking rules (session times, post-payment days, the calendar); real time unless a test sets it. */
  now?: () => Date;
}

/** Every route of ONE city back end; mounted under `/city/<code>` or at the root of its own host. */
export function buildCityApp(deps: CityAppDeps): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 'error', errorName: 'NotFound' }));
    await app.register(siteRoutes(deps));
    await app.register(authRoutes(deps));
    await app.register(accountRoutes(deps));
    await app.register(parkingRoutes(deps));
    // One payment service per city: modules that sell something register what a completed payment does.
    const providers = paymentProviders(deps.config, deps.city.apiUrl, deps.messenger);
    const payments = paymentService({
      db: deps.db,
      providerFor: providers.providerFor,
      refund: providers.refund,
      now: deps.now ?? (() => new Date()),
      expiryMinutes: deps.config.PAYMENT_EXPIRY_MINUTES,
      log: app.log,
    });
    scheduleJobs(app, paymentJobs(payments, providers.yookassa, app.log));
    await app.register(paymentRoutes(deps, payments, providers.yookassa));
    await app.register(sessionRoutes(deps, payments));
    await app.register(flatRoutes(deps, payments));
    if (deps.config.DEMO) {
      await app.register(siteDevRoutes(deps));
      await app.register(flatDevRoutes(deps));
      await app.register(outboxDevRoutes(deps, phoneReplies(deps.db, payments)));
    }
  };
}
