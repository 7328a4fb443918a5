import { describe, expect, it } from 'vitest';
import { decodeStatement, parseStatement, StatementFormatError } from '../../src/modules/payment-documents/bank-statement.ts';
import { cp1251, statement } from './statement-fixtures.ts';

const PAYMENT = { number: '7', sum: '10.00', code: '03559999999999999990', purpose: 'Оплата по квитанции, плательщик Ёлкин' };
const purposeOf = (text: string) => parseStatement(text)[0]?.fields['НазначениеПлатежа'];

/** DOS 866, as the oldest 1C exports write: А–п at 0x80, р–я at 0xE0, Ё 0xF0, ё 0xF1. */
function cp866(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x43f) return code - 0x410 + 0x80;
    if (code >= 0x440 && code <= 0x44f) return code - 0x440 + 0xe0;
    if (code === 0x401) return 0xf0;
    if (code === 0x451) return 0xf1;
    return 0x3f;
  });
}

describe('a statement file’s encoding', () => {
  it('follows the Кодировка= line: Windows-1251 and DOS 866', () => {
    const text = statement([PAYMENT]);
    expect(purposeOf(decodeStatement(cp1251(text)))).toBe(PAYMENT.purpose);
    expect(purposeOf(decodeStatement(cp866(text.replace('Кодировка=Windows', 'Кодировка=DOS'))))).toBe(PAYMENT.purpose);
  });

  it('reads UTF-8 whatever the line says, and a file without the line as UTF-8 or else Windows-1251', () => {
    const text = statement([PAYMENT]);
    // An export that writes UTF-8 but keeps the usual header: the line only reads in UTF-8.
    expect(purposeOf(decodeStatement(new TextEncoder().encode(text)))).toBe(PAYMENT.purpose);
    expect(purposeOf(decodeStatement(new TextEncoder().encode(`\uFEFF${text.replace('Кодировка=Windows', 'Кодировка=UTF-8')}`)))).toBe(PAYMENT.purpose);
    const bare = text.replace('Кодировка=Windows\r\n', '');
    expect(purposeOf(decodeStatement(new TextEncoder().encode(bare)))).toBe(PAYMENT.purpose);
    expect(purposeOf(decodeStatement(cp1251(bare)))).toBe(PAYMENT.purpose);
  });

  it('refuses a file that is not a 1C exchange file', () => {
    expect(() => decodeStatement(new TextEncoder().encode('Номер;Сумма\n1;2'))).toThrow(StatementFormatError);
  });
});
