import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayerField } from '../payer-values.ts';
import { receiptModeTexts } from '../receipt-mode-texts.ts';
import type { PayerFieldProps } from './payer-form.tsx';

/** A legal entity's details for an invoice (spec 3: name, ogrn, inn, kpp, address). */
export function PayerFormLegal({ field }: { field: (name: PayerField) => PayerFieldProps }) {
  const { t } = useTranslation(receiptModeTexts);
  return (
    <>
      <TextInput label={t('payer.name')} autoComplete="organization" required {...field('name')} />
      <TextInput label={t('payer.ogrn')} inputMode="numeric" maxLength={13} required {...field('ogrn')} />
      <TextInput label={t('payer.inn')} inputMode="numeric" maxLength={12} required {...field('inn')} />
      <TextInput label={t('payer.kpp')} maxLength={9} required {...field('kpp')} />
      <TextInput label={t('payer.legalAddress')} autoComplete="street-address" required {...field('legalAddress')} />
    </>
  );
}
