import type { TBankStatementLine, TBankStatementReason } from '@city-parking/contract/operator/operator-bank-statements';
import type { StatementLine, StatementLineOutcome } from '../payment-documents/bank-statement-import.ts';

/** Why a line paid nothing, by what the import made of it; lines that paid or were applied before have none. */
const REASONS: Partial<Record<StatementLineOutcome, TBankStatementReason>> = {
  unmatched: 'unknownUin',
  sumMismatch: 'sumMismatch',
  expired: 'expired',
  alreadyPaid: 'paidTwice',
  notOurs: 'notIncoming',
  invalid: 'invalid',
};

/**
 * A statement line as the desk reports it. A payment an earlier import applied is `alreadyPaid`
 * (the money is on the driver's balance); one an earlier import could not apply stays unmatched,
 * `seenBefore`, so the operator does not return the same money twice.
 */
export function toDeskLine(line: StatementLine): TBankStatementLine {
  const common = { index: line.index, number: line.number, date: line.date, amount: line.amount, uin: line.uin, receiptnumber: line.receiptnumber };
  if (line.outcome === 'paid') return { ...common, result: 'paid', reason: null };
  if (line.outcome === 'alreadyImported')
    return line.earlier === 'paid' ? { ...common, result: 'alreadyPaid', reason: null } : { ...common, result: 'unmatched', reason: 'seenBefore' };
  return { ...common, result: 'unmatched', reason: REASONS[line.outcome] ?? 'invalid' };
}
