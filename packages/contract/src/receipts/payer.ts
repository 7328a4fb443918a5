import { z } from 'zod/mini';
import { jsonText } from '../payments/payment-fields.ts';
import { PAYER_TYPES, payerFieldText, payerIssues, payerTypeOf, type TPayer } from './payer-rules.ts';

export {
  INDIVIDUAL_PAYER_RULES,
  LEGAL_PAYER_RULES,
  PAYER_DOCUMENT_TYPES,
  PAYER_TYPES,
  payerIssues,
  payerName,
  type TIndividualPayer,
  type TLegalPayer,
  type TPayer,
  type TPayerRule,
} from './payer-rules.ts';

const text = payerFieldText;
const typeOf = payerTypeOf;

function toPayer(raw: Record<string, string | number | null>): TPayer {
  if (typeOf(raw) === PAYER_TYPES.legal) {
    return {
      type: PAYER_TYPES.legal,
      name: text(raw, 'name'),
      ogrn: text(raw, 'ogrn'),
      inn: text(raw, 'inn'),
      kpp: text(raw, 'kpp'),
      address: text(raw, 'address'),
    };
  }
  return {
    type: PAYER_TYPES.individual,
    lastName: text(raw, 'lastName'),
    firstName: text(raw, 'firstName'),
    middleName: text(raw, 'middleName'),
    typeDoc: text(raw, 'typeDoc') === '2' ? 2 : 1,
    seriesDoc: text(raw, 'seriesDoc'),
    numberDoc: text(raw, 'numberDoc'),
    DateDoc: text(raw, 'DateDoc'),
    issuer: text(raw, 'issuer'),
    address: text(raw, 'address'),
  };
}

const ZPayerObject = z.record(z.string().check(z.maxLength(40)), z.union([z.string().check(z.maxLength(1000)), z.number(), z.null()])).check(
  z.superRefine((raw, ctx) => {
    for (const [field, message] of Object.entries(payerIssues(raw)))
      ctx.addIssue({ code: 'custom', message, path: [field], input: raw[field], params: { errorName: true } });
  }),
);

/**
 * The payer of a payment document: a JSON object, or its JSON text inside a form body. Each wrong
 * field is an issue at its own path whose message is the errorName the form shows; the output is
 * the payer with its fields trimmed.
 */
export const ZPayer = z.pipe(jsonText(ZPayerObject), z.pipe(ZPayerObject, z.transform(toPayer)));
