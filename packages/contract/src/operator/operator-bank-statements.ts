import { z } from 'zod/mini';
import { ZDeskRowId } from './desk-row-id.ts';

/** Imports on one page of the desk's list. */
export const BANK_STATEMENTS_PAGE_SIZE = 50;

/** The statement file's bytes, at most 5 MB: a month of a busy city's incoming payments. */
export const BANK_STATEMENT_FILE_MAX = 5 * 1024 * 1024;
/** The file's bytes in base64, which makes them 4/3 as long. */
export const BANK_STATEMENT_BASE64_MAX = Math.ceil(BANK_STATEMENT_FILE_MAX / 3) * 4;
/** The whole request body: the server raises its 1 MB limit to this on the import route only. */
export const BANK_STATEMENT_BODY_MAX = 8 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * POST /api/operator/bank-statements/import/v1 (JSON body): the statement exactly as the bank wrote
 * it, in base64, so a Windows-1251 file reaches the server undecoded; the server reads its
 * `Кодировка=` line. `fileName` is kept with the import for the operator's list.
 */
export const ZOperatorBankStatementImportRequest = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.minLength(1), z.maxLength(BANK_STATEMENT_BASE64_MAX), z.regex(BASE64)),
});
export type TOperatorBankStatementImportRequest = z.infer<typeof ZOperatorBankStatementImportRequest>;

/**
 * What became of a statement's payment: `paid` (its document paid now), `alreadyPaid` (an earlier
 * import applied this very payment; nothing moves again) or `unmatched` (nothing paid; see the reason).
 */
export const ZBankStatementLineResult = z.enum(['paid', 'alreadyPaid', 'unmatched']);
export type TBankStatementLineResult = z.infer<typeof ZBankStatementLineResult>;

/**
 * Why a line paid nothing, so the operator knows what to do with the money: `unknownUin` (no
 * document has the UIN, or none is named), `sumMismatch`, `expired` (the document may no longer be
 * paid: the money goes back), `paidTwice` (the document was paid by another payment: this one goes
 * back), `notIncoming` (a payment to another account, or an outgoing one), `invalid` (no usable sum),
 * `seenBefore` (an earlier import reported this payment unmatched already).
 */
export const ZBankStatementReason = z.enum(['unknownUin', 'sumMismatch', 'expired', 'paidTwice', 'notIncoming', 'invalid', 'seenBefore']);
export type TBankStatementReason = z.infer<typeof ZBankStatementReason>;

/** One payment of the statement: its place in the file, the bank's number and date as written, kopecks (null when unreadable). */
export const ZBankStatementLine = z.object({
  index: z.number(),
  number: z.string(),
  date: z.string(),
  amount: z.nullable(z.number()),
  uin: z.nullable(z.string()),
  result: ZBankStatementLineResult,
  reason: z.nullable(ZBankStatementReason),
  /** The document paid or named, when one was found. */
  receiptnumber: z.nullable(z.string()),
});
export type TBankStatementLine = z.infer<typeof ZBankStatementLine>;

/** An import of the desk's list: who, when, which file (its SHA-256 in hex) and its counts; `at` an ISO instant. */
export const ZBankStatementImport = z.object({
  id: z.number(),
  at: z.string(),
  operator: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  lines: z.number(),
  paid: z.number(),
  alreadyPaid: z.number(),
  unmatched: z.number(),
});
export type TBankStatementImport = z.infer<typeof ZBankStatementImport>;

/**
 * The import's answer: the import with its counts and every payment line. `repeated` is true when
 * the same file (by SHA-256) was imported before: the earlier import's report, and nothing paid.
 */
export const ZOperatorBankStatementImportResponse = z.object({
  status: z.literal('ok'),
  repeated: z.boolean(),
  import: ZBankStatementImport,
  lines: z.array(ZBankStatementLine),
});
export type TOperatorBankStatementImportResponse = z.infer<typeof ZOperatorBankStatementImportResponse>;

/** GET /api/operator/bank-statements/v1: past imports, newest first; `before` the last id of the previous page. */
export const ZOperatorBankStatementsQuery = z.object({
  before: z.optional(ZDeskRowId),
});
export type TOperatorBankStatementsQuery = z.infer<typeof ZOperatorBankStatementsQuery>;

export const ZOperatorBankStatementsResponse = z.object({ status: z.literal('ok'), items: z.array(ZBankStatementImport), next: z.nullable(z.number()) });
export type TOperatorBankStatementsResponse = z.infer<typeof ZOperatorBankStatementsResponse>;
