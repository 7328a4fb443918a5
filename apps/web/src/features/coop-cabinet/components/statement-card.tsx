import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TStatementFormat } from '@city-parking/contract/corporate/corp-statement';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { coopTexts } from '../texts.ts';

/** How many months back the statement can be chosen for, the current one included. */
const MONTHS = 12;

/** The last months as YYYY-MM, newest first, by the browser's calendar (the server refuses a month not begun). */
function lastMonths(now: Date): string[] {
  return Array.from({ length: MONTHS }, (_, back) => {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  });
}

/** The company's monthly statement: a month and its file as PDF or XLSX (GET /api/corp-profile/statement). */
export function StatementCard() {
  const { t } = useTranslation(coopTexts);
  const { language } = useLanguage();
  const [months] = useState(() => lastMonths(new Date()));
  const [month, setMonth] = useState(months[0]!);
  const download = useMutation({ mutationFn: (format: TStatementFormat) => downloadStatement(month, format) });
  const label = (value: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(Number(value.slice(0, 4)), Number(value.slice(5)) - 1, 1));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('coop.statement.title')}</Text>
        <Group align="end" wrap="wrap" gap="sm">
          <NativeSelect
            label={t('coop.statement.month')}
            value={month}
            onChange={(event) => {
              setMonth(event.currentTarget.value);
              download.reset();
            }}
            data={months.map((value) => ({ value, label: label(value) }))}
          />
          <Button variant="light" loading={download.isPending && download.variables === 'pdf'} onClick={() => download.mutate('pdf')}>
            {t('coop.statement.pdf')}
          </Button>
          <Button variant="light" loading={download.isPending && download.variables === 'xlsx'} onClick={() => download.mutate('xlsx')}>
            {t('coop.statement.xlsx')}
          </Button>
        </Group>
        <ErrorAlert error={download.error} />
      </Stack>
    </Paper>
  );
}
