import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the desk searches the city's fines by: a plate (normalised) or the beginning of a UIN; a search with neither matches nothing. */
export interface CityFinesSearch {
  plate?: string | undefined;
  uinPrefix?: string | undefined;
}

/**
 * Up to `limit` of the city's fines, newest offence first, after the fine `before` when given,
 * matching `search` when given: the operator's desk's list, whoever's the fines are.
 */
export function cityFinesPage(
  db: Kysely<Database>,
  { search, before, limit }: { search?: CityFinesSearch | undefined; before?: number | undefined; limit: number },
) {
  let query = db
    .selectFrom('fine')
    .select(['id', 'uin', 'status', 'plate', 'sts', 'offense_at', 'total_sum', 'paid_sum', 'place'])
    .select(sql<boolean>`exists (select 1 from fine_photo where fine_photo.fine_id = fine.id)`.as('has_photo'));
  if (search) {
    query = query.where((eb) => {
      const matches = [];
      if (search.plate) matches.push(eb('plate', '=', search.plate));
      if (search.uinPrefix) matches.push(eb('uin', 'like', `${search.uinPrefix}%`));
      return matches.length > 0 ? eb.or(matches) : eb.val(false);
    });
  }
  if (before !== undefined) query = query.where(sql<boolean>`(fine.offense_at, fine.id) < (select f.offense_at, f.id from fine f where f.id = ${before})`);
  return query.orderBy('offense_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
