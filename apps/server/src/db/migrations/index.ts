import type { Migration } from 'kysely';
import * as m0001 from './0001-site.ts';
import * as m0002 from './0002-auth-token.ts';
import * as m0003 from './0003-accounts.ts';
import * as m0004 from './0004-contact-change.ts';
import * as m0005 from './0005-vehicles.ts';
import * as m0006 from './0006-zones.ts';
import * as m0007 from './0007-ledger.ts';
import * as m0008 from './0008-parking-session.ts';
import * as m0009 from './0009-deferred-session.ts';
import * as m0010 from './0010-flat-parking.ts';
import * as m0011 from './0011-payment-safety.ts';
import * as m0012 from './0012-sign-in-safety.ts';
import * as m0013 from './0013-code-limits.ts';
import * as m0014 from './0014-operations.ts';
import * as m0015 from './0015-payment-guest-token.ts';
import * as m0016 from './0016-registration-completed.ts';
import * as m0017 from './0017-sms-transcription-en.ts';
import * as m0018 from './0018-payment-confirmation.ts';
import * as m0019 from './0019-operation-history.ts';
import * as m0020 from './0020-subscriptions.ts';
import * as m0021 from './0021-subscription-actions.ts';
import * as m0022 from './0022-subscription-constructor.ts';
import * as m0023 from './0023-fines.ts';
import * as m0024 from './0024-appeals-and-operators.ts';
import * as m0025 from './0025-appeal-fine.ts';
import * as m0026 from './0026-payment-documents.ts';
import * as m0027 from './0027-fine-imports.ts';
import * as m0028 from './0028-fiscal-receipts.ts';
import * as m0029 from './0029-outbox-attachments.ts';
import * as m0030 from './0030-bank-statement-imports.ts';
import * as m0031 from './0031-corporate.ts';
import * as m0032 from './0032-company-sessions.ts';
import * as m0033 from './0033-monthly-mails.ts';
import * as m0035 from './0035-parking-notifications.ts';
import * as m0037 from './0037-table-change-notices.ts';
import * as m0038 from './0038-company-documents.ts';
import * as m0039 from './0039-rate-limit-window.ts';
import * as m0040 from './0040-row-change-notices.ts';
import * as m0042 from './0042-lock-rows.ts';
import * as m0043 from './0043-device-imei-per-company.ts';
import * as m0044 from './0044-money-rows-take-the-server-clock.ts';
import * as m0045 from './0045-document-letters.ts';
import * as m0046 from './0046-confirmed-contacts.ts';
import * as m0047 from './0047-constructed-offer-shown-at.ts';
import * as m0048 from './0048-driver-created-by-the-server-clock.ts';
import * as m0049 from './0049-rows-dated-by-the-server-clock.ts';
import * as m0050 from './0050-map-object-types-of-the-spec.ts';
import * as m0051 from './0051-company-plates-in-cyrillic.ts';
import * as m0052 from './0052-staff-roles.ts';
import * as m0053 from './0053-audit-trail.ts';
import * as m0054 from './0054-staff-second-factor.ts';
import * as m0055 from './0055-driver-search-indexes.ts';
import * as m0056 from './0056-driver-blocked.ts';

/** Applied in key order; a migration is never edited once it has landed. */
export const migrations: Record<string, Migration> = {
  '0001-site': m0001,
  '0002-auth-token': m0002,
  '0003-accounts': m0003,
  '0004-contact-change': m0004,
  '0005-vehicles': m0005,
  '0006-zones': m0006,
  '0007-ledger': m0007,
  '0008-parking-session': m0008,
  '0009-deferred-session': m0009,
  '0010-flat-parking': m0010,
  '0011-payment-safety': m0011,
  '0012-sign-in-safety': m0012,
  '0013-code-limits': m0013,
  '0014-operations': m0014,
  '0015-payment-guest-token': m0015,
  '0016-registration-completed': m0016,
  '0017-sms-transcription-en': m0017,
  '0018-payment-confirmation': m0018,
  '0019-operation-history': m0019,
  '0020-subscriptions': m0020,
  '0021-subscription-actions': m0021,
  '0022-subscription-constructor': m0022,
  '0023-fines': m0023,
  '0024-appeals-and-operators': m0024,
  '0025-appeal-fine': m0025,
  '0026-payment-documents': m0026,
  '0027-fine-imports': m0027,
  '0028-fiscal-receipts': m0028,
  '0029-outbox-attachments': m0029,
  '0030-bank-statement-imports': m0030,
  '0031-corporate': m0031,
  '0032-company-sessions': m0032,
  '0033-monthly-mails': m0033,
  '0035-parking-notifications': m0035,
  '0037-table-change-notices': m0037,
  '0038-company-documents': m0038,
  '0039-rate-limit-window': m0039,
  '0040-row-change-notices': m0040,
  '0042-lock-rows': m0042,
  '0043-device-imei-per-company': m0043,
  '0044-money-rows-take-the-server-clock': m0044,
  '0045-document-letters': m0045,
  '0046-confirmed-contacts': m0046,
  '0047-constructed-offer-shown-at': m0047,
  '0048-driver-created-by-the-server-clock': m0048,
  '0049-rows-dated-by-the-server-clock': m0049,
  '0050-map-object-types-of-the-spec': m0050,
  '0051-company-plates-in-cyrillic': m0051,
  '0052-staff-roles': m0052,
  '0053-audit-trail': m0053,
  '0054-staff-second-factor': m0054,
  '0055-driver-search-indexes': m0055,
  '0056-driver-blocked': m0056,
};
