import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TFine, TFineCoverage } from '@city-parking/contract/fines/fines';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { downloadFineEvidence } from '../api/download-fine-evidence.ts';
import { deskDate } from '../desk-date.ts';
import { fineStatusClass } from '../status-colors.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** The fine the appeal contests, what the driver's own payments say about its moment, and the evidence PDF where there is one. */
export function DeskFineCard({ fine, idAppeal }: { fine: TFine; idAppeal: number }) {
  const { t } = useTranslation(deskScreenTexts);
  const { money } = useMoney();
  const download = useMutation({ mutationFn: () => downloadFineEvidence(idAppeal) });
  const field = (label: string, value: string, className?: string) => (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" className={className} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="desk-fine">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="desk-fine">
          {t('desk.fine.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {field(t('desk.fine.uin'), fine.uin)}
          {field(t('desk.fine.status'), fine.status, fineStatusClass(fine.fineStatus))}
          {field(t('desk.fine.plate'), fine.grz)}
          {field(t('desk.fine.offense'), deskDate(fine.offenseDate))}
          {field(t('desk.fine.sum'), money(fine.totalSum))}
          {field(t('desk.fine.paid'), money(fine.paidSum))}
          {field(t('desk.fine.place'), fine.place)}
        </SimpleGrid>
        <Text fz="sm" fw={600}>
          {coverageText(t, fine.coverage)}
        </Text>
        {/* Only where the driver's history holds a payment to show: the PDF would otherwise show none. */}
        {fine.evidence === true && (
          <Button variant="light" onClick={() => download.mutate()} loading={download.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('desk.fine.evidence')}
          </Button>
        )}
        {download.isError && <ErrorAlert>{`${t('desk.fine.evidenceError')}: ${errorMessage(t, download.error)}`}</ErrorAlert>}
      </Stack>
    </Paper>
  );
}

function coverageText(t: TFunction, coverage: TFineCoverage | undefined): string {
  if (!coverage) return t('desk.fine.coverage.none');
  if (coverage.kind === 'typo') return t('desk.fine.coverage.typo', { plate: coverage.plate });
  const values = { at: deskDate(coverage.at), zone: coverage.zone, until: deskDate(coverage.until) };
  if (coverage.kind === 'session') return t('desk.fine.coverage.session', values);
  if (coverage.kind === 'subscription') return t('desk.fine.coverage.subscription', values);
  return t('desk.fine.coverage.flat', values);
}
