import type { AccountTables } from '../modules/accounts/tables.ts';
import type { AuditTables } from '../modules/audit/tables.ts';
import type { AuthTables } from '../modules/auth/tables.ts';
import type { CorporateTables } from '../modules/corporate/tables.ts';
import type { FineTables } from '../modules/fines/tables.ts';
import type { FiscalReceiptTables } from '../modules/fiscal-receipts/tables.ts';
import type { FeedbackTables } from '../modules/feedback/tables.ts';
import type { FlatTables } from '../modules/flat/tables.ts';
import type { OperatorTables } from '../modules/operator/tables.ts';
import type { NotificationTables } from '../modules/notifications/tables.ts';
import type { OperationTables } from '../modules/operations/tables.ts';
import type { ParkingTables } from '../modules/parking/tables.ts';
import type { PaymentDocumentTables } from '../modules/payment-documents/tables.ts';
import type { PaymentTables } from '../modules/payments/tables.ts';
import type { SessionTables } from '../modules/sessions/tables.ts';
import type { OutboxTables } from '../modules/outbox/tables.ts';
import type { SiteTables } from '../modules/site/tables.ts';
import type { StatementTables } from '../modules/statements/tables.ts';
import type { SubscriptionTables } from '../modules/subscriptions/tables.ts';

/** Every table of one city's database; each module declares its own. */
export type Database = SiteTables &
  AuthTables &
  AccountTables &
  OutboxTables &
  ParkingTables &
  PaymentTables &
  SessionTables &
  FlatTables &
  OperationTables &
  SubscriptionTables &
  FineTables &
  FeedbackTables &
  OperatorTables &
  PaymentDocumentTables &
  FiscalReceiptTables &
  CorporateTables &
  NotificationTables &
  StatementTables &
  AuditTables;
