import { UIN_SHORT_LENGTH, withUinCheckDigit } from '@city-parking/contract/fines/uin';

/**
 * A document's UIN: the payee's issuer prefix, the document's id zero-padded to 19 digits in all,
 * then the check digit fines use. Ids never repeat in a city, so neither do UINs; a city whose ids
 * outgrow the digits left after its prefix gets an error rather than a UIN that could collide.
 */
export function documentUin(prefix: string, id: number): string {
  const width = UIN_SHORT_LENGTH - 1 - prefix.length;
  const serial = String(id);
  if (serial.length > width) throw new Error(`document id ${id} does not fit the ${width} digits after UIN prefix ${prefix}`);
  return withUinCheckDigit(`${prefix}${serial.padStart(width, '0')}`);
}

/** The number printed on a document and named by `receiptnumber`: its id, at least six digits. */
export const documentNumber = (id: number): string => String(id).padStart(6, '0');
