import { ORDER_NUMBER_PATTERN } from '@city-parking/contract/operations/operations-query';

/** Where a page of the history starts: strictly after this operation. */
export interface PageKey {
  at: Date;
  id: number;
}

/**
 * An operation's number and paging key, `20261123T074232123Z-42`: its instant (UTC, to the
 * millisecond the history keeps) and its id, which orders operations of the same instant.
 */
export function orderNumberOf({ at, id }: PageKey): string {
  return `${at.toISOString().replace(/[-:.]/g, '')}-${id}`;
}

/** The key an orderNumber holds; undefined when it is not one. */
export function pageKeyOf(orderNumber: string): PageKey | undefined {
  const match = ORDER_NUMBER_PATTERN.exec(orderNumber);
  if (!match) return undefined;
  const [, stamp = '', id = ''] = match;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso || !Number.isSafeInteger(Number(id))) return undefined;
  return { at, id: Number(id) };
}
