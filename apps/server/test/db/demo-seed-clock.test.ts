import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';

// Two years before the real date: a row the database stamped with its own now() stands out at once.
const at = new Date('2024-10-05T06:30:00Z');
const { city: perm } = testCityAt(at);

const HOUR_MS = 60 * 60 * 1000;

describe('the demo seed dates every row by the server’s clock', () => {
  it('leaves no time of the database’s own clock in any column', async () => {
    const { rows: columns } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and data_type = 'timestamp with time zone'
      order by table_name, column_name`.execute(perm.db);
    expect(columns.length).toBeGreaterThan(20);

    const wall = Date.now();
    const from = new Date(wall - HOUR_MS);
    const to = new Date(wall + HOUR_MS);
    const stamped: string[] = [];
    for (const { table, column } of columns) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} between ${from} and ${to}`.execute(
        perm.db,
      );
      if ((rows[0]?.n ?? 0) > 0) stamped.push(`${table}.${column}`);
    }
    expect(stamped).toEqual([]);
  });
});
