import type { FastifyPluginAsync } from 'fastify';
import type { TConfirmationType } from '@city-parking/contract/auth/registration';
import type { AuthHooks, CompanyRoute } from '../auth/auth-hook.ts';
import { contactRoutes } from './contact-routes.ts';
import type { ContactService } from './contact-service.ts';
import { documentRoutes } from './document-routes.ts';
import type { LoginService } from './login-service.ts';
import { profileRoutes } from './profile-routes.ts';
import type { ProfileService } from './profile-service.ts';
import { registrationRoutes } from './registration-routes.ts';
import type { RegistrationService } from './registration-service.ts';
import { restoreRoutes } from './restore-routes.ts';
import type { RestoreService } from './restore-service.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { vehicleRoutes, type CompanyVehicleHandlers } from './vehicle-routes.ts';
import type { VehicleService } from './vehicle-service.ts';
import type { YandexIdService } from './yandex-id.ts';

export interface AccountRouteServices {
  auth: AuthHooks;
  confirmationType: () => Promise<TConfirmationType>;
  registration: RegistrationService;
  logins: LoginService;
  restore: RestoreService;
  vehicles: VehicleService;
  profiles: ProfileService;
  contacts: ContactService;
  /** Null unless a Yandex ID client is configured. */
  yandex: YandexIdService | null;
  /** A company's balance and vehicle list on the same paths (a coop token); without them those paths are a driver's only. */
  company?: CompanyVehicleHandlers & { balance: CompanyRoute };
}

/** Sign-in, registration, password restore and the driver's own profile, one file of routes per sub-area. */
export function accountRoutes({
  auth,
  confirmationType,
  registration,
  logins,
  restore,
  vehicles,
  profiles,
  contacts,
  yandex,
  company,
}: AccountRouteServices): FastifyPluginAsync {
  return async (app) => {
    await app.register(signInRoutes({ logins, yandex }));
    await app.register(registrationRoutes({ confirmationType, registration, contacts }));
    await app.register(restoreRoutes(restore));
    await app.register(profileRoutes({ auth, profiles, companyBalance: company?.balance }));
    await app.register(contactRoutes({ auth, contacts }));
    await app.register(vehicleRoutes({ auth, vehicles, company }));
    await app.register(documentRoutes({ auth, vehicles }));
  };
}
