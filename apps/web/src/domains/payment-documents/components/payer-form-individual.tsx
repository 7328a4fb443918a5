import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayerField } from '../payer-values.ts';
import { receiptModeTexts } from '../receipt-mode-texts.ts';
import type { PayerFieldProps } from './payer-form.tsx';

/** An individual's name, identity document and address for a payment slip (spec 3). */
export function PayerFormIndividual({ field }: { field: (name: PayerField) => PayerFieldProps }) {
  const { t } = useTranslation(receiptModeTexts);
  return (
    <>
      <TextInput label={t('payer.lastName')} autoComplete="family-name" required {...field('lastName')} />
      <TextInput label={t('payer.firstName')} autoComplete="given-name" required {...field('firstName')} />
      <TextInput label={t('payer.middleName')} autoComplete="additional-name" required {...field('middleName')} />
      <NativeSelect
        label={t('payer.typeDoc')}
        data={[
          { value: '1', label: t('payer.passport') },
          { value: '2', label: t('payer.drivingLicence') },
        ]}
        required
        {...field('typeDoc')}
      />
      <Group grow align="flex-start">
        <TextInput label={t('payer.seriesDoc')} inputMode="numeric" required {...field('seriesDoc')} />
        <TextInput label={t('payer.numberDoc')} inputMode="numeric" required {...field('numberDoc')} />
      </Group>
      <TextInput
        label={t('payer.DateDoc')}
        description={t('payer.dateFormat')}
        placeholder={t('payer.dateFormat')}
        maxLength={10}
        required
        {...field('DateDoc')}
      />
      <TextInput label={t('payer.issuer')} required {...field('issuer')} />
      <TextInput label={t('payer.address')} autoComplete="street-address" required {...field('address')} />
    </>
  );
}
