import { describe, expect, it } from 'vitest';
import {
  type TDocumentIssue,
  type TDocumentRef,
  type TDocumentType,
  ZDocumentFields,
  checkDocument,
  formatDocumentNumber,
  isDocumentNumber,
} from '../../src/profile/documents.ts';

describe('document numbers', () => {
  it.each<[TDocumentType, string, boolean]>([
    ['STS', '59 АВ 123456', true],
    ['STS', '59 ab 123456', true],
    ['STS', '99 13 123456', true],
    ['STS', '59 АВ 12345', false],
    ['VU', '77 ТА 123456', true],
    ['VU', '77 ta 123456', true],
    ['VU', '99 01 123456', true],
    ['VU', '00 00 000000', true],
    ['VU', '9901123456', true],
    ['VU', '99 0 1123456', true],
    ['VU', '99 01 1234567', false],
    ['VU', '9 01 123456', false],
    ['VU', '99 DF 123456', false],
    ['VU', '99/01/123456', false],
  ])('%s %j valid: %s', (type, number, valid) => {
    expect(isDocumentNumber(type, number)).toBe(valid);
  });

  it('formats series and number as printed', () => {
    expect(formatDocumentNumber('77ta123456')).toBe('77 ТА 123456');
  });
});

describe('checkDocument', () => {
  const documents: TDocumentRef[] = [
    { id: 10, type: 'STS', number: '59 АВ 123456' },
    { id: 11, type: 'VU', number: '9901123456' },
  ];

  it.each<[string, { type?: string | null; number?: string | null }, number | null, TDocumentIssue | null]>([
    ['valid STS', { type: 'STS', number: '59 АВ 654321' }, null, null],
    ['valid VU', { type: 'VU', number: '77 ТА 123456' }, null, null],
    ['type missing', { number: '59 АВ 654321' }, null, 'typeRequired'],
    ['unknown type', { type: 'PTS', number: '59 АВ 654321' }, null, 'typeRequired'],
    ['number missing', { type: 'VU', number: '' }, null, 'numberRequired'],
    ['number blank', { type: 'VU', number: '   ' }, null, 'numberRequired'],
    ['bad number', { type: 'STS', number: '59 АВ 6543' }, null, 'format'],
    ['duplicate STS, any case and spacing', { type: 'STS', number: '59ab123456' }, null, 'duplicate'],
    ['duplicate VU', { type: 'VU', number: '99 01 123456' }, null, 'duplicate'],
    ['editing the document itself', { type: 'VU', number: '99 01 123456' }, 11, null],
    ['editing another document', { type: 'VU', number: '99 01 123456' }, 10, 'duplicate'],
    ['same digits, other type', { type: 'VU', number: '59 АВ 123456' }, null, null],
  ])('%s', (_name, input, editedId, issue) => {
    expect(checkDocument(input, documents, editedId)).toBe(issue);
  });

  it('schema normalises the number', () => {
    expect(ZDocumentFields.parse({ type: 'VU', number: '77 ta 123456' })).toEqual({ type: 'VU', number: '77ТА123456' });
  });

  it.each<[unknown, string, string]>([
    [{ number: '77 ТА 123456' }, 'type', 'RequiredField'],
    [{ type: 'VU' }, 'number', 'RequiredField'],
    [{ type: 'VU', number: '' }, 'number', 'RequiredField'],
    [{ type: 'STS', number: '77 ТА 1' }, 'number', 'InvalidFormat'],
  ])('schema rejects %j on %s with %s', (input, path, message) => {
    const issues = ZDocumentFields.safeParse(input).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });
});
