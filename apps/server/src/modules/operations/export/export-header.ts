import type { TLanguage } from '@city-parking/contract/site/languages';
import type { OperationTotals } from '../operations-service.ts';
import type { ExportTexts } from './export-texts.ts';

/** What an exported history says above its table. */
export interface ExportHeader {
  language: TLanguage;
  texts: ExportTexts;
  /** The driver's name and login, as the file names whose history it is. */
  driver: string;
  /** The filters applied, each named: period, operation, vehicle, zone (and the payer's phone when given). */
  filters: { label: string; value: string }[];
  totals: OperationTotals;
}
