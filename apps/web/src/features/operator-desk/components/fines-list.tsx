import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useDeskFines } from '../api/get-desk-fines.ts';
import { deskDate } from '../desk-date.ts';
import { fineStatusClass } from '../status-colors.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { MorePages } from './more-pages.tsx';

/** The city's fines, newest offence first, searched by a UIN's first digits or a plate. */
export function FinesList() {
  const { t } = useTranslation(deskScreenTexts);
  const { money } = useMoney();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const fines = useDeskFines(q);
  const items = fines.data?.pages.flatMap((page) => page.items) ?? [];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {t('desk.fines.list')}
        </Title>
        <form onSubmit={search} role="search">
          <Group align="end" gap="sm">
            <TextInput label={t('desk.fines.search')} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} maxLength={25} w={260} />
            <Button type="submit" variant="light">
              {t('desk.fines.searchSubmit')}
            </Button>
            {q !== '' && (
              <Button
                variant="subtle"
                onClick={() => {
                  setTyped('');
                  setQ('');
                }}
              >
                {t('desk.fines.reset')}
              </Button>
            )}
          </Group>
        </form>
        {fines.isError && !fines.isFetchNextPageError ? (
          <LoadErrorCard title={t('desk.fines.loadError')} error={fines.error} onRetry={() => void fines.refetch()} />
        ) : !fines.isPending && items.length === 0 ? (
          <Text c="dimmed" role="status">
            {q ? t('desk.fines.notFound', { q }) : t('desk.fines.empty')}
          </Text>
        ) : (
          // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
          <div className="desk-table-wrap" role="region" tabIndex={0} aria-label={t('desk.fines.table')}>
            <table className="desk-table" aria-busy={fines.isPending}>
              <thead>
                <tr>
                  <th scope="col">{t('desk.fines.uin')}</th>
                  <th scope="col">{t('desk.fine.status')}</th>
                  <th scope="col">{t('desk.fines.plate')}</th>
                  <th scope="col">{t('desk.fines.offense')}</th>
                  <th scope="col">{t('desk.fines.sums')}</th>
                  <th scope="col">{t('desk.fines.place')}</th>
                  <th scope="col">{t('desk.fines.photo')}</th>
                </tr>
              </thead>
              <tbody>
                {fines.isPending
                  ? Array.from({ length: 6 }, (_, i) => (
                      <tr key={i} aria-hidden>
                        {Array.from({ length: 7 }, (_, j) => (
                          <td key={j}>
                            <Skeleton h={16} my={2} />
                          </td>
                        ))}
                      </tr>
                    ))
                  : items.map((fine) => (
                      <tr key={fine.id}>
                        <td className="desk-nowrap">{fine.uin}</td>
                        <td className={fineStatusClass(fine.fineStatus)}>{fine.status}</td>
                        <td className="desk-nowrap">
                          {fine.grz || '—'}
                          {fine.sts && <div>{fine.sts}</div>}
                        </td>
                        <td className="desk-nowrap">{deskDate(fine.offenseDate)}</td>
                        <td className="desk-nowrap">
                          {money(fine.totalSum)} / {money(fine.paidSum)}
                        </td>
                        <td>{fine.place}</td>
                        <td>{fine.hasPhoto ? t('desk.fines.hasPhoto') : t('desk.fines.noPhoto')}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
        )}
        <MorePages query={fines} loadMore={t('desk.fines.loadMore')} loadError={t('desk.fines.loadError')} />
      </Stack>
    </Paper>
  );
}
