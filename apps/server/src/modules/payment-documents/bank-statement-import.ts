import { setImmediate } from 'node:timers/promises';
import type { TPayee } from '@city-parking/contract/receipts/payee';
import { AppError } from '../../errors/app-error.ts';
import type { BankPaymentOutcome, BankPaymentService } from './bank-payment-service.ts';
import { decodeStatement, parseStatement, StatementFormatError, statementKopecks, statementUin } from './bank-statement.ts';

/** Outcomes of a statement line besides a payment's: another account's line, and a line without a usable sum or UIN. */
export type StatementLineOutcome = BankPaymentOutcome | 'notOurs' | 'invalid';

export interface StatementLine {
  /** The payment section's place in the file, from 1. */
  index: number;
  /** The payment order's number and date as the bank wrote them. */
  number: string;
  date: string;
  /** Kopecks; null when the line's sum is not one. */
  amount: number | null;
  uin: string | null;
  outcome: StatementLineOutcome;
  /** The document paid or named, when one was found. */
  receiptnumber: string | null;
  /** For `alreadyImported`: what the earlier import of the payment did. */
  earlier?: string;
}

export interface StatementReport {
  lines: StatementLine[];
  /** How many lines paid a document now. */
  paid: number;
  /** Every line that paid nothing and needs a person: unmatched, mismatched, expired, paid twice, invalid. */
  attention: number;
}

const NEEDS_ATTENTION: ReadonlySet<StatementLineOutcome> = new Set(['alreadyPaid', 'unmatched', 'sumMismatch', 'expired', 'invalid']);

/** The account a line pays into (1C writes `ПолучательСчет`, older exports `ПолучательРасчСчет`); null when neither is given. */
function recipientAccount(fields: Record<string, string>): string | null {
  const account = (fields['ПолучательСчет'] ?? '').trim() || (fields['ПолучательРасчСчет'] ?? '').trim();
  return account === '' ? null : account;
}

/**
 * Reads a bank statement in the 1C exchange format and pays the documents its incoming payments
 * name, by UIN and sum (the operator's desk imports them). Each payment is keyed by its date,
 * number, payer's account, sum and UIN, so importing a statement again, or one that overlaps it,
 * pays nothing twice and reports those lines `alreadyImported`. Lines to another account than the
 * city's are `notOurs`; a line that names no recipient account is `invalid` and pays nothing.
 */
export function bankStatementImport({ payee, bank }: { payee: TPayee | null; bank: BankPaymentService }) {
  return {
    async importStatement(bytes: Uint8Array): Promise<StatementReport> {
      if (!payee) throw new AppError('PaymentDocumentsUnavailable');
      let sections;
      try {
        sections = parseStatement(decodeStatement(bytes));
      } catch (error) {
        if (error instanceof StatementFormatError) throw new AppError('ValidationError', { content: 'InvalidFormat' });
        throw error;
      }
      const lines: StatementLine[] = [];
      for (const { index, fields } of sections) {
        // A turn of the event loop per line: PGlite answers the payment's queries without one, and a
        // month's statement would otherwise hold every city's requests until its last line.
        await setImmediate();
        const line = {
          index,
          number: fields['Номер'] ?? '',
          date: fields['Дата'] ?? '',
          amount: statementKopecks(fields['Сумма']),
          uin: statementUin(fields),
          receiptnumber: null,
        };
        const recipient = recipientAccount(fields);
        // A line that names no recipient is not a payment to the city, however well its UIN and sum match.
        if (recipient === null) {
          lines.push({ ...line, outcome: 'invalid' });
          continue;
        }
        if (recipient !== payee.account) {
          lines.push({ ...line, outcome: 'notOurs' });
          continue;
        }
        if (line.amount === null || line.amount <= 0) {
          lines.push({ ...line, outcome: 'invalid' });
          continue;
        }
        if (line.uin === null) {
          lines.push({ ...line, outcome: 'unmatched' });
          continue;
        }
        const key = ['1c', line.date, line.number, fields['ПлательщикСчет'] ?? fields['ПлательщикИНН'] ?? '', line.amount, line.uin].join('|');
        const { outcome, document, earlier } = await bank.pay({ uin: line.uin, amount: line.amount, key });
        lines.push({ ...line, outcome, receiptnumber: document?.number ?? null, ...(earlier === undefined ? {} : { earlier }) });
      }
      return {
        lines,
        paid: lines.filter((line) => line.outcome === 'paid').length,
        attention: lines.filter((line) => NEEDS_ATTENTION.has(line.outcome)).length,
      };
    },
  };
}
export type BankStatementImport = ReturnType<typeof bankStatementImport>;
