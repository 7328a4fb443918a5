import { useId } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useBankStatements } from '../api/get-bank-statements.ts';
import { deskBankTexts } from '../bank-texts.ts';
import { deskDate } from '../desk-date.ts';
import { MorePages } from './more-pages.tsx';

const COLUMNS = 7;

/** The statements imported so far, newest first: when, by whom, which file and what each did. */
export function BankStatementList() {
  const { t } = useTranslation(deskBankTexts);
  const id = useId();
  const statements = useBankStatements();
  const items = statements.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {t('bank.list')}
        </Title>
        {statements.isError && !statements.isFetchNextPageError ? (
          <LoadErrorCard title={t('bank.loadError')} error={statements.error} onRetry={() => void statements.refetch()} />
        ) : !statements.isPending && items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('bank.empty')}
          </Text>
        ) : (
          // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
          <div className="desk-table-wrap" role="region" tabIndex={0} aria-label={t('bank.table')}>
            <table className="desk-table" aria-busy={statements.isPending}>
              <thead>
                <tr>
                  <th scope="col">{t('bank.at')}</th>
                  <th scope="col">{t('bank.fileName')}</th>
                  <th scope="col">{t('bank.operator')}</th>
                  <th scope="col">{t('bank.count.lines')}</th>
                  <th scope="col">{t('bank.count.paid')}</th>
                  <th scope="col">{t('bank.count.alreadyPaid')}</th>
                  <th scope="col">{t('bank.count.unmatched')}</th>
                </tr>
              </thead>
              <tbody>
                {statements.isPending
                  ? Array.from({ length: 5 }, (_, i) => (
                      <tr key={i} aria-hidden>
                        {Array.from({ length: COLUMNS }, (_, j) => (
                          <td key={j}>
                            <Skeleton h={16} my={2} />
                          </td>
                        ))}
                      </tr>
                    ))
                  : items.map((item) => (
                      <tr key={item.id}>
                        <td className="desk-nowrap">{deskDate(item.at)}</td>
                        <td style={{ overflowWrap: 'anywhere' }}>{item.fileName}</td>
                        <td>{item.operator}</td>
                        <td>{item.lines}</td>
                        <td className={item.paid > 0 ? 'desk-status-green' : undefined}>{item.paid}</td>
                        <td>{item.alreadyPaid}</td>
                        <td className={item.unmatched > 0 ? 'desk-status-red' : undefined}>{item.unmatched}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
        )}
        <MorePages query={statements} loadMore={t('bank.loadMore')} loadError={t('bank.loadError')} />
      </Stack>
    </Paper>
  );
}
