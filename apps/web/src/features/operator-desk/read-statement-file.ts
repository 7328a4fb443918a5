import { BANK_STATEMENT_FILE_MAX, type TOperatorBankStatementImportRequest } from '@city-parking/contract/operator/operator-bank-statements';
import { base64Of } from './read-import-files.ts';

/**
 * The import's JSON body: the file's bytes as they are, never decoded here, since a 1C statement is
 * usually Windows-1251 and the server reads its `Кодировка=` line; `tooLarge` over the route's limit.
 */
export async function readStatementFile(file: File): Promise<TOperatorBankStatementImportRequest | 'tooLarge'> {
  if (file.size > BANK_STATEMENT_FILE_MAX) return 'tooLarge';
  return { fileName: file.name.slice(0, 200) || 'statement.txt', content: base64Of(await file.arrayBuffer()) };
}
