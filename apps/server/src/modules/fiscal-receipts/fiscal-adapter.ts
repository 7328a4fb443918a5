import type { TFiscalItem } from '@city-parking/contract/fiscal/fiscal-receipt';
import type { TReceiptSign, TTaxSystem } from '@city-parking/contract/fiscal/fiscal-terms';

/** What the city asks a cash register to fiscalise. */
export interface FiscalRequest {
  /** The receipt's own id: a real online register takes it as the idempotence key, so a retry never issues twice. */
  id: string;
  sign: TReceiptSign;
  seller: { name: string; inn: string; address: string };
  taxSystem: TTaxSystem;
  place: string;
  items: TFiscalItem[];
  /** Kopecks, all paid electronically. */
  total: number;
  /** Where the register sends the buyer's electronic copy (tag 1008): an e-mail, else a phone. */
  buyer: { email: string | null; phone: string | null };
}

/** What the register answers once the fiscal storage signed the document. */
export interface FiscalData {
  /** The register's registration number (РН ККТ), 16 digits. */
  registerNumber: string;
  /** The fiscal storage number (ФН), 16 digits. */
  fn: string;
  /** The fiscal document number (ФД). */
  fd: string;
  /** The fiscal sign (ФП), up to 10 digits. */
  fp: string;
  issuedAt: Date;
}

/**
 * A cash register: the built-in sandbox (demo only), or an online cash-register service (ОФД-connected
 * cloud register) behind the same method. `register` answers the fiscal data, or throws when the
 * register cannot answer now (down, or still processing an asynchronous request): the receipt then
 * stays pending and the fiscal job asks again under the same id.
 */
export interface FiscalAdapter {
  register(request: FiscalRequest): Promise<FiscalData>;
}
