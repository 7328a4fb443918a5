import { sql, type Kysely } from 'kysely';

/** The map objects' kinds as they were stored, and as the spec's map answer names them. */
const RENAMED = [
  ['parkomat', 'parcomats'],
  ['terminal', 'terminals'],
  ['infotable', 'InformationTable'],
  ['church', 'Church'],
  ['museum', 'Museum'],
  ['sight', 'Sight'],
  ['resident', 'residentzone'],
] as const;

/**
 * The map answer carries `object_type` as its `objecttype`, and a client of the spec draws by the
 * spec's names (parcomats, terminals, InformationTable…): the stored kinds take those names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED) await sql`update map_object set object_type = ${to} where object_type = ${from}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED) await sql`update map_object set object_type = ${from} where object_type = ${to}`.execute(db);
}
