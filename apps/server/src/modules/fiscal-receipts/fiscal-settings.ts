import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { TAX_SYSTEMS, TAX_SYSTEM_CHARGES_VAT, type TTaxSystem } from '@city-parking/contract/fiscal/fiscal-terms';

const ZCityFiscal = z.object({
  seller: z.object({
    name: z.string().min(1).max(256),
    inn: z.string().regex(/^(\d{10}|\d{12})$/, '10 or 12 digits'),
    address: z.string().max(256).default(''),
  }),
  taxSystem: z.enum(TAX_SYSTEMS),
  /** Overrides the tax system's default: a simplified-system seller above the VAT threshold charges it too. */
  chargesVat: z.boolean().optional(),
  /** The place of settlement printed on the receipt (tag 1187): the site's address. */
  place: z.string().min(1).max(256),
});

const ZFiscalFile = z.record(z.string(), ZCityFiscal);

/** What a city's receipts say of the seller. */
export interface FiscalSettings {
  seller: { name: string; inn: string; address: string };
  taxSystem: TTaxSystem;
  chargesVat: boolean;
  place: string;
}

/**
 * A city's seller, tax system and place from the fiscal file (FISCAL_FILE), or null for a city the
 * file does not list: that city issues no receipts (a budget institution that confirms payments
 * through the state payment system instead, for instance). A broken file stops start-up.
 */
export function fiscalSettingsOf(file: string, city: string): FiscalSettings | null {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`FISCAL_FILE ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const parsed = ZFiscalFile.safeParse(json);
  if (!parsed.success) throw new Error(`FISCAL_FILE ${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const entry = parsed.data[city];
  if (!entry) return null;
  return { seller: entry.seller, taxSystem: entry.taxSystem, chargesVat: entry.chargesVat ?? TAX_SYSTEM_CHARGES_VAT[entry.taxSystem], place: entry.place };
}
