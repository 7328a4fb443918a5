import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone.ts';

describe('statusTone', () => {
  it.each([
    ['registered', 'green'],
    ['inWork', 'green'],
    ['needsClarification', 'green'],
    ['completed', 'grey'],
    ['archived', 'black'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
