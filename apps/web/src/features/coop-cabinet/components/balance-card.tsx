import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { coopTexts } from '../texts.ts';

/** The company's balance, as get-profile answers it (roubles; -1 is shown as 0, spec 9), with its top-up. */
export function BalanceCard({ balance, onTopUp }: { balance: number; onTopUp: () => void }) {
  const { t } = useTranslation(coopTexts);
  const { rubles } = useMoney();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <div>
          <Text fz="sm" c="dimmed">
            {t('coop.balance')}
          </Text>
          <Text fz={28} fw={700} lh="36px" data-testid="coop-balance">
            {rubles(Math.max(balance, 0))}
          </Text>
        </div>
        <Button onClick={onTopUp}>{t('coop.topUp')}</Button>
      </Group>
    </Paper>
  );
}
