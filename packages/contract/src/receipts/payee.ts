import { z } from 'zod/mini';
import { isValidCorrespondentAccount, isValidInn10, isValidKpp, isValidSettlementAccount } from './check-digits.ts';

/**
 * The city operator's bank details, printed on its payment documents and in their QR code. Every
 * identifier is checked as a bank would: a wrong digit here would send drivers' money nowhere.
 */
export const ZPayee = z
  .object({
    /** The payee's name as the bank knows it. */
    name: z.string().check(z.minLength(1), z.maxLength(160)),
    /** The same in English, for documents printed in English. */
    nameEn: z.string().check(z.minLength(1), z.maxLength(160)),
    address: z.string().check(z.minLength(1), z.maxLength(300)),
    inn: z.string().check(z.refine(isValidInn10, 'a 10-digit INN with its check digit')),
    kpp: z.string().check(z.refine(isValidKpp, 'a KPP: 4 digits, 2 digits or capitals, 3 digits')),
    bankName: z.string().check(z.minLength(1), z.maxLength(160)),
    bic: z.string().check(z.regex(/^\d{9}$/, 'a 9-digit BIC')),
    /** The settlement account (20 digits). */
    account: z.string(),
    correspondentAccount: z.string(),
    /** The first digits of every document's UIN: the issuer's code (0355… a city parking administrator). */
    uinPrefix: z.string().check(z.regex(/^\d{4,8}$/, '4 to 8 digits')),
  })
  .check(
    z.superRefine((payee, ctx) => {
      if (!isValidSettlementAccount(payee.account, payee.bic))
        ctx.addIssue({ code: 'custom', message: 'a 20-digit account whose key matches the BIC', path: ['account'], input: payee.account });
      if (!isValidCorrespondentAccount(payee.correspondentAccount, payee.bic))
        ctx.addIssue({
          code: 'custom',
          message: 'a 20-digit correspondent account whose key matches the BIC',
          path: ['correspondentAccount'],
          input: payee.correspondentAccount,
        });
    }),
  );
export type TPayee = z.infer<typeof ZPayee>;

/** The payees file: each city's bank details under its code; a city without an entry takes no documents. */
export const ZPayees = z.record(z.string(), ZPayee);
