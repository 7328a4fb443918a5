import type { Kysely } from 'kysely';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { ACCOUNT_SETTING_NAMES, type TAccountSettingName } from '@city-parking/contract/profile/get-profile';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { tokenService } from '../auth/token-service.ts';
import { currentPasswordCheck } from './current-password.ts';
import { driverRepo, type DriverRow, type SettingColumn } from './driver-repo.ts';
import type { DocumentRow, VehicleRow } from './vehicle-repo.ts';
import type { vehicleService } from './vehicle-service.ts';

const SETTING_COLUMNS = {
  reportHistoryOperation: 'report_history_operation',
  pushOff: 'push_off',
  checkParkingSessionBefore: 'check_parking_session_before',
  checkParkingSession: 'check_parking_session',
  notifyByEmail: 'notify_by_email',
} as const satisfies Record<TAccountSettingName, SettingColumn>;

/** A driver's profile: the account, its phones, vehicles and documents, the balance in kopecks, the running sessions. */
export interface Profile {
  driver: DriverRow;
  phones: { phone: string; is_main: boolean }[];
  vehicles: VehicleRow[];
  documents: DocumentRow[];
  balance: number;
  sessions: TSession[];
}

interface Deps {
  db: Kysely<Database>;
  tokens: ReturnType<typeof tokenService>;
  vehicles: ReturnType<typeof vehicleService>;
  /** The driver's balance in kopecks (the payments module's ledger). */
  balanceOf: (driverId: number) => Promise<number>;
  /** The driver's sessions still running (the sessions module), in the caller's language. */
  currentSessionsOf: (driverId: number, language: TLanguage) => Promise<TSession[]>;
  /** The clock of the current-password check's failure counts. */
  now: () => Date;
}

/** The signed-in driver's own account; the route's preHandler has resolved the driver's token. */
export function profileService({ db, tokens, vehicles, balanceOf, currentSessionsOf, now }: Deps) {
  const driversRepo = driverRepo(db);
  const checkPassword = currentPasswordCheck(db, now);

  async function driverOf(driverId: number) {
    const driver = await driversRepo.findById(driverId);
    if (!driver) throw new AppError('TokenNotFound');
    return driver;
  }

  return {
    async getProfile(driverId: number, language: TLanguage = 'ru'): Promise<Profile> {
      const driver = await driverOf(driverId);
      const [phones, vehicleRows, documents, balance, sessions] = await Promise.all([
        driversRepo.phonesOf(driver.id),
        vehicles.list(driver.id),
        vehicles.listDocuments(driver.id),
        balanceOf(driver.id),
        currentSessionsOf(driver.id, language),
      ]);
      return { driver, phones, vehicles: vehicleRows, documents, balance, sessions };
    },

    /** The driver's balance, kopecks. */
    async balance(driverId: number): Promise<number> {
      return balanceOf((await driverOf(driverId)).id);
    },

    /** Names change directly; the e-mail only through its code (send-email-code), so an unconfirmed one is refused. */
    async changeProfile(driverId: number, patch: { firstname?: string; lastname?: string; middlename?: string; email?: string }): Promise<void> {
      const driver = await driverOf(driverId);
      if (patch.email !== undefined && patch.email !== (driver.email ?? '')) throw new AppError('ValidationError', { email: 'ConfirmByCode' });
      const set = {
        ...(patch.firstname !== undefined ? { first_name: patch.firstname } : {}),
        ...(patch.lastname !== undefined ? { last_name: patch.lastname } : {}),
        ...(patch.middlename !== undefined ? { middle_name: patch.middlename } : {}),
      };
      await driversRepo.setNames(driver.id, set);
    },

    /** Ends the other sessions too, all but the one of `token`: whoever knew the old password is signed out. */
    async changePassword(driverId: number, token: string, currentPassword: string, newPassword: string): Promise<void> {
      const driver = await driverOf(driverId);
      await checkPassword(driver, currentPassword);
      await driversRepo.setPassword(driver.id, await hashPassword(newPassword));
      await tokens.revokeAllOf('standart', driver.id, token);
    },

    async getSettings(driverId: number): Promise<Record<TAccountSettingName, boolean>> {
      const driver = await driverOf(driverId);
      return Object.fromEntries(ACCOUNT_SETTING_NAMES.map((name) => [name, driver[SETTING_COLUMNS[name]]])) as Record<TAccountSettingName, boolean>;
    },

    /** Notices are written in the language the driver last changed a setting in. */
    async changeSetting(driverId: number, name: TAccountSettingName, value: boolean, language: TLanguage = 'ru'): Promise<void> {
      const driver = await driverOf(driverId);
      await driversRepo.setSetting(driver.id, SETTING_COLUMNS[name], value, language);
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
