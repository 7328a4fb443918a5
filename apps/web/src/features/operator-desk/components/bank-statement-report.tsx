import { useId } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOperatorBankStatementImportResponse } from '@city-parking/contract/operator/operator-bank-statements';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { deskBankTexts } from '../bank-texts.ts';
import { deskDate } from '../desk-date.ts';

/** What an import did: payments paid now, applied before and unmatched, and each unmatched one with its reason in words. */
export function BankStatementReport({ report }: { report: TOperatorBankStatementImportResponse }) {
  const { t } = useTranslation(deskBankTexts);
  const { money } = useMoney();
  const captionId = useId();
  const { import: counts } = report;
  const unmatched = report.lines.filter((line) => line.result === 'unmatched');
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Title order={3} fz="h5">
        {t('bank.report')}
      </Title>
      {report.repeated && <Text fz="sm">{t('bank.repeated', { date: deskDate(counts.at), operator: counts.operator })}</Text>}
      <Group gap="lg">
        <Text fz="sm">{t('bank.lines', { count: counts.lines })}</Text>
        <Text fz="sm" className="desk-status-green">
          {t('bank.paid', { count: counts.paid })}
        </Text>
        <Text fz="sm">{t('bank.alreadyPaid', { count: counts.alreadyPaid })}</Text>
        <Text fz="sm" className={counts.unmatched > 0 ? 'desk-status-red' : undefined}>
          {t('bank.unmatched', { count: counts.unmatched })}
        </Text>
      </Group>
      {unmatched.length > 0 && (
        <div className="desk-table-wrap" role="region" tabIndex={0} aria-labelledby={captionId}>
          <table className="desk-table">
            <caption id={captionId} style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
              {t('bank.unmatchedLines')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('bank.line')}</th>
                <th scope="col">{t('bank.order')}</th>
                <th scope="col">{t('bank.sum')}</th>
                <th scope="col">{t('bank.uin')}</th>
                <th scope="col">{t('bank.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {unmatched.map((line) => (
                <tr key={line.index}>
                  <td>{line.index}</td>
                  <td className="desk-nowrap">{t('bank.orderOf', { number: line.number || '—', date: line.date || '—' })}</td>
                  <td className="desk-nowrap">{line.amount === null ? '—' : money(line.amount)}</td>
                  <td className="desk-nowrap">{line.uin ?? '—'}</td>
                  <td>{t(`bank.reason.${line.reason ?? 'invalid'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}
