import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { operationsTexts } from '../texts.ts';

/**
 * The chart's card, of the same size empty (while its code and the operations load) and filled:
 * the title, a line for the total, the chart's box, what its sums count and the lines saying what it covers.
 */
export function SummaryFrame({ total, chart, note }: { total?: ReactNode; chart?: ReactNode; note?: ReactNode }) {
  const { t } = useTranslation(operationsTexts);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="operations-chart-title">
      <Title order={2} size="h4" id="operations-chart-title">
        {t('operations.chart.title')}
      </Title>
      <Text fw={700} className="ops-summary-total">
        {total}
      </Text>
      <div className="ops-chart-box">{chart ?? <div className="ops-chart-placeholder" aria-hidden="true" />}</div>
      {/* What the sums are, said from the first paint: the card keeps its size when they arrive. */}
      <Text size="sm" c="dimmed" mt="xs">
        {t('operations.chart.counts')}
      </Text>
      <div className="ops-summary-note">{note}</div>
    </Paper>
  );
}
