import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskBankTexts } from '../bank-texts.ts';
import { BankStatementForm } from './bank-statement-form.tsx';
import { BankStatementList } from './bank-statement-list.tsx';

/** The desk's bank statements: the upload of a 1C statement with its report, and the past imports. */
export function BankStatementsScreen() {
  const { t } = useTranslation(deskBankTexts);
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('bank.title')}
      </Title>
      <BankStatementForm />
      <BankStatementList />
    </Stack>
  );
}
