/**
 * The 1C exchange format of Russian bank statements (`1CClientBankExchange`): `Key=Value` lines;
 * each payment between `СекцияДокумент=…` and `КонецДокумента`. Files come in Windows-1251
 * (`Кодировка=Windows`), DOS 866 (`Кодировка=DOS`) or UTF-8.
 */
export interface StatementDocument {
  /** The section's place in the file, from 1. */
  index: number;
  /** Every field of the section as written (the last of a repeated key). */
  fields: Record<string, string>;
}

export class StatementFormatError extends Error {}

const HEADER = '1CClientBankExchange';

/** The header's first bytes, where 1C writes `Кодировка=` before any payment. */
const HEADER_BYTES = 4096;
const ENCODING_LINE = /^Кодировка=(.*)$/m;

/**
 * The file's text in the encoding its `Кодировка=` line names: `Windows` is Windows-1251, `DOS` is
 * DOS 866. The line is looked for in each of those readings of the header, since it reads only in
 * the one the file is written in; a file whose line reads as UTF-8, or that has none, is UTF-8
 * (Windows-1251 when it is not valid UTF-8, as older exports omit the line).
 */
export function decodeStatement(bytes: Uint8Array): string {
  const latin = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  if (!latin.replace(/^\uFEFF|^ï»¿/, '').startsWith(HEADER)) throw new StatementFormatError('not a 1CClientBankExchange file');
  const header = bytes.subarray(0, HEADER_BYTES);
  const declared = (encoding: string) => ENCODING_LINE.exec(new TextDecoder(encoding).decode(header))?.[1]?.trim().toUpperCase();
  if (declared('windows-1251') === 'WINDOWS') return new TextDecoder('windows-1251').decode(bytes);
  if (declared('ibm866') === 'DOS') return new TextDecoder('ibm866').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The payment sections of a statement; a section left open at the end of the file is refused. */
export function parseStatement(text: string): StatementDocument[] {
  const documents: StatementDocument[] = [];
  let current: Record<string, string> | null = null;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('СекцияДокумент')) {
      if (current) throw new StatementFormatError(`section ${documents.length + 1} has no КонецДокумента`);
      current = {};
      continue;
    }
    if (line === 'КонецДокумента') {
      if (!current) throw new StatementFormatError('КонецДокумента outside a section');
      documents.push({ index: documents.length + 1, fields: current });
      current = null;
      continue;
    }
    if (!current) continue;
    const eq = line.indexOf('=');
    if (eq > 0) current[line.slice(0, eq)] = line.slice(eq + 1).trim();
  }
  if (current) throw new StatementFormatError(`section ${documents.length + 1} has no КонецДокумента`);
  return documents;
}

/** A statement's sum (`1500.00`, `1500`, `1500,5`) in kopecks; null when it is not one. */
export function statementKopecks(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec((text ?? '').replace(/\s/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The UIN a payment names: the `Код` field (22 in the payment order), or, when a bank left it `0`
 * or empty, a `УИН` written in the purpose.
 */
export function statementUin(fields: Record<string, string>): string | null {
  const code = (fields['Код'] ?? '').trim();
  if (code !== '' && code !== '0') return code;
  return /УИН\s*[:№]?\s*(\d{20}|\d{25})/i.exec(fields['НазначениеПлатежа'] ?? '')?.[1] ?? null;
}
