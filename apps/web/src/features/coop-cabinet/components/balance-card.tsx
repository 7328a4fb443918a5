import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { coopTexts } from '../texts.ts';

/** The company's balance, as get-profile answers it (roubles; -1 is shown as 0, spec 9). */
export function BalanceCard({ balance }: { balance: number }) {
  const { t } = useTranslation(coopTexts);
  const { rubles } = useMoney();
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="sm" c="dimmed">
        {t('coop.balance')}
      </Text>
      <Text fz={28} fw={700} lh="36px" data-testid="coop-balance">
        {rubles(Math.max(balance, 0))}
      </Text>
    </Paper>
  );
}
