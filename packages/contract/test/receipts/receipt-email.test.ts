import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ZSendReceiptQuery } from '../../src/receipts/payment-documents.ts';
import { RECEIPT_EMAIL_MAX_LENGTH, receiptEmailIssue } from '../../src/receipts/receipt-email.ts';

const fifty = `${'a'.repeat(RECEIPT_EMAIL_MAX_LENGTH - '@mail.ru'.length)}@mail.ru`;

describe('receipt e-mail rule (spec 5)', () => {
  it.each([
    ['', 'ReceiptEmailRequired'],
    ['   ', 'ReceiptEmailRequired'],
    [null, 'ReceiptEmailRequired'],
    [`b${fifty}`, 'ReceiptEmailTooLong'],
    ['driver', 'ReceiptEmailFormat'],
    ['driver@mail', 'ReceiptEmailFormat'],
    ['driver@@mail.ru', 'ReceiptEmailFormat'],
    ['dri ver@mail.ru', 'ReceiptEmailFormat'],
    ['driver@mail.ru', null],
    [' first.last-name@sub.mail.ru ', null],
    [fifty, null],
  ])('%j → %s', (value, issue) => {
    expect(receiptEmailIssue(value)).toBe(issue);
  });

  it('names the issue as the field error of the send call, and trims the address', () => {
    const bad = safeParse(ZSendReceiptQuery, { token: 't', receiptnumber: 'R-1', email: 'nope' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['email'], message: 'ReceiptEmailFormat', params: { errorName: true } });
    const missing = safeParse(ZSendReceiptQuery, { token: 't', receiptnumber: 'R-1' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['email'], message: 'ReceiptEmailRequired' });
    expect(safeParse(ZSendReceiptQuery, { token: 't', receiptnumber: 'R-1', email: ' a@b.ru ' }).data?.email).toBe('a@b.ru');
  });
});
