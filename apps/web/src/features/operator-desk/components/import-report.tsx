import { useId } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFineImportReport } from '@city-parking/contract/fines/fines';
import { deskScreenTexts } from '../screen-texts.ts';

/** What an import did: rows added and updated, and each refused row with its field and the reason in words. */
export function ImportReport({ report }: { report: TFineImportReport }) {
  const { t } = useTranslation(deskScreenTexts);
  const captionId = useId();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Title order={3} fz="h5">
        {t('desk.fines.report')}
      </Title>
      <Group gap="lg">
        <Text fz="sm" className="desk-status-green">
          {t('desk.fines.accepted', { count: report.accepted })}
        </Text>
        <Text fz="sm">{t('desk.fines.updated', { count: report.updated })}</Text>
        <Text fz="sm" className={report.refused.length > 0 ? 'desk-status-red' : undefined}>
          {t('desk.fines.refused', { count: report.refused.length })}
        </Text>
      </Group>
      {report.refused.length > 0 && (
        <div className="desk-table-wrap" role="region" tabIndex={0} aria-labelledby={captionId}>
          <table className="desk-table">
            <caption id={captionId} style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
              {t('desk.fines.refusedRows')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.fines.row')}</th>
                <th scope="col">{t('desk.fines.uin')}</th>
                <th scope="col">{t('desk.fines.field')}</th>
                <th scope="col">{t('desk.fines.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.refused.map((refusal) => (
                <tr key={refusal.row}>
                  <td>{refusal.row}</td>
                  <td className="desk-nowrap">{refusal.uin || '—'}</td>
                  <td>{refusal.field}</td>
                  <td>{t(`desk.importError.${refusal.error}`, { defaultValue: t('desk.importError.other') })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}
