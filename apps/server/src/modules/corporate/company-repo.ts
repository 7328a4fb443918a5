import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Queries of the companies' own rows: the sign-in's, the cabinet's, and the balance snapshot the
 * ledger moves. The lock means something only on a repo made over a transaction: it holds until
 * the transaction ends.
 */
export function companyRepo(db: Db) {
  return {
    /**
     * Takes the company's row lock: changes of one company's lists and debits of its balance take
     * turns behind it. Throws when there is no such company.
     */
    async lock(companyId: number): Promise<void> {
      await db.selectFrom('company').select('id').where('id', '=', companyId).forUpdate().executeTakeFirstOrThrow();
    },

    /** The company a sign-in names by its INN, with the contract number that is its secret. */
    signInOf: (inn: string) => db.selectFrom('company').select(['id', 'contract_number']).where('inn', '=', inn).executeTakeFirst(),

    /** The whole row of the signed-in company; throws when there is none. */
    byId: (companyId: number) => db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow(),

    async innOf(companyId: number): Promise<string> {
      return (await db.selectFrom('company').select('inn').where('id', '=', companyId).executeTakeFirstOrThrow()).inn;
    },

    async nameOf(companyId: number): Promise<string> {
      return (await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirstOrThrow()).name;
    },

    /** Kopecks. */
    async balanceOf(companyId: number): Promise<number> {
      return Number((await db.selectFrom('company').select('balance').where('id', '=', companyId).executeTakeFirstOrThrow()).balance);
    },

    /**
     * Moves the balance snapshot by `amount` kopecks unless that would take it below zero; false when
     * it did not move. The conditional update's row lock orders concurrent moves of one company.
     */
    async moveBalance(companyId: number, amount: number): Promise<boolean> {
      const moved = await db
        .updateTable('company')
        .set((eb) => ({ balance: eb('balance', '+', amount) }))
        .where('id', '=', companyId)
        .where((eb) => eb(eb('balance', '+', amount), '>=', 0))
        .returning('balance')
        .executeTakeFirst();
      return moved !== undefined;
    },
  };
}
export type CompanyRepo = ReturnType<typeof companyRepo>;
