import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  BANK_STATEMENTS_PAGE_SIZE,
  type TBankStatementImport,
  type TBankStatementLine,
  type TOperatorBankStatementImportRequest,
  type TOperatorBankStatementsQuery,
} from '@city-parking/contract/operator/operator-bank-statements';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BankStatementImport } from '../payment-documents/bank-statement-import.ts';
import { toDeskLine } from './bank-statement-line.ts';
import type { OperatorTables } from './tables.ts';

import type { DeskActor } from './desk-actor.ts';
import type { DeskAudit } from './desk-audit.ts';
interface Deps {
  db: Kysely<Database>;
  statements: BankStatementImport;
  now: () => Date;
  audit: DeskAudit;
}

type ImportRow = Selectable<OperatorTables['operator_bank_statement_import']> & { operator: string };

const toImport = (row: ImportRow): TBankStatementImport => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  operator: row.operator,
  fileName: row.file_name,
  sha256: row.sha256,
  lines: row.lines,
  paid: row.paid,
  alreadyPaid: row.already_paid,
  unmatched: row.unmatched,
});

/**
 * The desk's side of bank statements: a statement imported pays the documents its payments name
 * (each payment its own short transaction, see bankPaymentService) and is recorded with its
 * operator, file and report; the same file again answers that report and moves nothing.
 */
export function bankStatementsDeskService({ db, statements, now, audit }: Deps) {
  const imports = () =>
    db
      .selectFrom('operator_bank_statement_import as i')
      .innerJoin('operator', 'operator.id', 'i.operator_id')
      .selectAll('i')
      .select('operator.name as operator');

  async function earlier(sha256: string) {
    const row = await imports().where('i.sha256', '=', sha256).executeTakeFirst();
    return row && { repeated: true, import: toImport(row), lines: row.report };
  }

  return {
    async importStatement(
      actor: DeskActor,
      { fileName, content }: TOperatorBankStatementImportRequest,
    ): Promise<{ repeated: boolean; import: TBankStatementImport; lines: TBankStatementLine[] }> {
      const bytes = new Uint8Array(Buffer.from(content, 'base64'));
      if (bytes.length === 0) throw new AppError('ValidationError', { content: 'InvalidFormat' });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const seen = await earlier(sha256);
      if (seen) return seen;
      const report = await statements.importStatement(bytes);
      const lines = report.lines.map(toDeskLine);
      const count = (result: TBankStatementLine['result']) => lines.filter((line) => line.result === result).length;
      const counts = { fileName, lines: lines.length, paid: count('paid'), alreadyPaid: count('alreadyPaid'), unmatched: count('unmatched') };
      // The import's record and its entry in the trail are written together; the payments were made
      // by the statements' import, each in its own transaction with its own key.
      const inserted = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('operator_bank_statement_import')
          .values({
            operator_id: actor.id,
            file_name: fileName,
            sha256,
            lines: counts.lines,
            paid: counts.paid,
            already_paid: counts.alreadyPaid,
            unmatched: counts.unmatched,
            report: JSON.stringify(lines),
            at: now(),
          })
          .onConflict((oc) => oc.column('sha256').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (row) await audit(trx, actor, { action: 'bankStatement.import', object: 'bankStatement', objectId: String(row.id), after: counts });
        return row;
      });
      // The same file sent twice at once: the payments' own keys paid each once; the first record stands.
      const stored = inserted ? undefined : await earlier(sha256);
      if (stored) return stored;
      const row = await imports().where('i.id', '=', inserted!.id).executeTakeFirstOrThrow();
      return { repeated: false, import: toImport(row), lines };
    },

    /** One page of past imports, newest first, and the `before` of the next page (null on the last). */
    async list({ before }: TOperatorBankStatementsQuery) {
      let query = imports();
      if (before !== undefined) query = query.where('i.id', '<', before);
      const rows = await query
        .orderBy('i.id', 'desc')
        .limit(BANK_STATEMENTS_PAGE_SIZE + 1)
        .execute();
      const page = rows.slice(0, BANK_STATEMENTS_PAGE_SIZE).map(toImport);
      return { page, next: rows.length > BANK_STATEMENTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
    },
  };
}
export type BankStatementsDeskService = ReturnType<typeof bankStatementsDeskService>;
