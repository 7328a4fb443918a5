import type { ChangeEvent } from 'react';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayerField, PayerValues } from '../payer-values.ts';
import { isLegal } from '../payer-values.ts';
import { receiptModeTexts } from '../receipt-mode-texts.ts';
import { PayerFormIndividual } from './payer-form-individual.tsx';
import { PayerFormLegal } from './payer-form-legal.tsx';

/** What a payer field's input takes from its form: value, change, leave, the said error, and whether it is disabled. */
export interface PayerFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  error: string | null;
  disabled?: boolean;
}

export interface PayerFormProps {
  values: PayerValues;
  /** The props of one field's input (see PayerFieldProps). */
  field: (name: PayerField) => PayerFieldProps;
  setType: (type: PayerValues['type']) => void;
  disabled?: boolean;
  /** Only a legal entity may pay (a company's own invoice): no choice of type is offered. */
  legalOnly?: boolean;
}

/**
 * The payer of a payment document (spec 2.7, 5): an individual (the default) gets a payment slip, a
 * legal entity an invoice. The fields of the chosen type follow; what was typed in the other stays.
 */
export function PayerForm({ values, field, setType, disabled, legalOnly = false }: PayerFormProps) {
  const { t } = useTranslation(receiptModeTexts);
  if (legalOnly) return <PayerFormLegal field={field} />;
  return (
    <>
      <Radio.Group label={t('receiptMode.payerType')} value={values.type} onChange={(value) => setType(value === '2' ? '2' : '1')}>
        <Group mt="xs">
          <Radio value="1" label={t('receiptMode.individual')} disabled={disabled} />
          <Radio value="2" label={t('receiptMode.legal')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {isLegal(values) ? <PayerFormLegal field={field} /> : <PayerFormIndividual field={field} />}
    </>
  );
}
