import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name-of.ts';

describe('fileNameOf', () => {
  it('reads a quoted and a bare filename', () => {
    expect(fileNameOf('attachment; filename="operations-2026-11.pdf"')).toBe('operations-2026-11.pdf');
    expect(fileNameOf('attachment; filename=statement-2026-10.xlsx')).toBe('statement-2026-10.xlsx');
  });

  it('prefers the UTF-8 filename* form, wherever it stands', () => {
    expect(fileNameOf(`attachment; filename="operations.pdf"; filename*=UTF-8''%D0%BE%D0%BF%D0%B5%D1%80%D0%B0%D1%86%D0%B8%D0%B8.pdf`)).toBe('операции.pdf');
    expect(fileNameOf(`attachment; filename*=utf-8'ru'%D1%87%D0%B5%D0%BA.pdf; filename="check.pdf"`)).toBe('чек.pdf');
  });

  it('falls back to the plain name when the encoding is broken', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.pdf"`)).toBe('plain.pdf');
  });

  it('unescapes a quoted name and keeps its semicolons', () => {
    expect(fileNameOf('attachment; filename="a \\"b\\"; c.pdf"')).toBe('a "b"; c.pdf');
  });

  it('does not take filename* for filename, and answers null without a name', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''`)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
