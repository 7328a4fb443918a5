import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCompanyPayer } from '@city-parking/contract/corporate/company-payers';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { paymentsTexts } from '../texts.ts';

/** Who pays: the driver's own money (the balance or a provider) or the company's account. */
export type Payer = 'own' | 'company';

interface CompanyPayChoiceProps {
  company: TCompanyPayer;
  value: Payer;
  onChange: (payer: Payer) => void;
  disabled?: boolean;
}

/**
 * Offered when the chosen plate is one of the company's vehicles the driver may park on its account:
 * the company's name and, with a monthly cap, what is left of it this month.
 */
export function CompanyPayChoice({ company, value, onChange, disabled }: CompanyPayChoiceProps) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles } = useMoney();
  return (
    <Radio.Group label={t('payment.payer')} value={value} onChange={(next) => onChange(next === 'company' ? 'company' : 'own')}>
      <Stack gap="xs" mt={4}>
        <Radio value="own" label={t('payment.payerOwn')} disabled={disabled} />
        <Radio
          value="company"
          label={t('payment.payerCompany', { company: company.companyName })}
          description={company.remaining === null ? undefined : t('payment.companyRemaining', { amount: rubles(company.remaining) })}
          disabled={disabled}
        />
      </Stack>
    </Radio.Group>
  );
}
