/** Names the layout of the signed text; a new layout gets a new name and old links still verify. */
export const CHECK_SIGNATURE_VERSION = 'city-parking-check-v1';

/** The /check link's parameter that carries the city's signature (Ed25519, base64url). */
export const CHECK_SIGNATURE_PARAM = 'sig';

/** The fields of a /check link the city signs, in the order they are signed. */
export const CHECK_SIGNED_FIELDS = ['title', 'ts', 'dateIn', 'dateOut', 'price', 'city'] as const;
export type TCheckFields = Record<(typeof CHECK_SIGNED_FIELDS)[number], string>;

/**
 * The signed fields as a link carries them: the query's own texts, not what the page makes of
 * them, so the server and the browser sign and check the very same characters. A missing field
 * is "" and a repeated one counts by its first value, as the page reads it.
 */
export function checkFieldsOf(query: URLSearchParams): TCheckFields {
  const field = (name: (typeof CHECK_SIGNED_FIELDS)[number]) => query.get(name) ?? '';
  return { title: field('title'), ts: field('ts'), dateIn: field('dateIn'), dateOut: field('dateOut'), price: field('price'), city: field('city') };
}

/**
 * The text the city signs for a /check link, the same in the server and the browser: a JSON array
 * of the fields in a fixed order (no value can spill into another). A changed amount, time, plate,
 * title or city changes the text and fails the signature.
 */
export function canonicalCheck(fields: TCheckFields): string {
  return JSON.stringify([CHECK_SIGNATURE_VERSION, ...CHECK_SIGNED_FIELDS.map((name) => fields[name])]);
}
