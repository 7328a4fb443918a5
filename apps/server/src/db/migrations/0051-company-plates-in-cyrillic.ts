import { sql, type Kysely } from 'kysely';

/*
 * Company plates were once kept only upper-cased, so a plate typed on an English keyboard
 * (`A101AA159`) stayed in Latin: it matched no session (sessions keep plates in Cyrillic) and sat
 * beside its Cyrillic twin. Plates now follow the driver's vehicle rules; this writes the stored
 * ones the same way: spaces removed, Latin look-alikes in Cyrillic. A vehicle whose plate would
 * become one the company already has keeps its own, so that no vehicle is lost: the company sees
 * both and removes the one it does not need.
 */
const cyrillic = (column: string) => sql`translate(upper(regexp_replace(${sql.ref(column)}, '\\s', '', 'g')), 'ABEKMHOPCTYX', 'АВЕКМНОРСТУХ')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    with fixed as (
      select id, company_id, ${cyrillic('plate')} as next from company_vehicle where plate <> ${cyrillic('plate')}
    ),
    chosen as (
      select distinct on (company_id, next) id, next from fixed
      where not exists (select 1 from company_vehicle taken where taken.company_id = fixed.company_id and taken.plate = fixed.next)
      order by company_id, next, id
    )
    update company_vehicle set plate = chosen.next from chosen where company_vehicle.id = chosen.id
  `.execute(db);
  await sql`update company_driver set car_number = ${cyrillic('car_number')} where car_number <> ${cyrillic('car_number')}`.execute(db);
}

/** The Latin letters are not kept: what was written in Cyrillic stays so. */
export async function down(): Promise<void> {}
