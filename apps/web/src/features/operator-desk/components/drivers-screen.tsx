import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DRIVER_QUERY_MIN_LENGTH, type TDriverHit } from '@city-parking/contract/operator/operator-drivers';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useDriverSearch } from '../api/drivers.ts';
import { deskPaths } from '../desk-paths.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { MorePages } from './more-pages.tsx';

const COLUMNS = ['name', 'phone', 'email', 'plates', 'matched'] as const;
/** Each column's share of the table, fixed so that the rows arriving do not move the header. */
const WIDTHS = { name: '24%', phone: '20%', email: '22%', plates: '18%', matched: '16%' } as const;

function HitRow({ hit, query }: { hit: TDriverHit; query: string }) {
  const { t } = useTranslation(deskScreenTexts);
  const { href } = useLanguage();
  return (
    <tr>
      <td>
        {/* The name is the row's link: a keyboard reaches each card with Tab. */}
        <Link to={href(deskPaths.driver.getHref(hit.id, query))}>{hit.name || t('desk.drivers.noName')}</Link>
        <div className="desk-dimmed">#{hit.id}</div>
      </td>
      <td className="desk-nowrap">{hit.phone ?? '—'}</td>
      <td>{hit.email ?? '—'}</td>
      <td>{hit.plates.join(', ') || '—'}</td>
      <td>{hit.matched.map((kind) => t(`desk.drivers.match.${kind}`)).join(', ')}</td>
    </tr>
  );
}

/**
 * «Водители»: one field finds drivers by a phone, an e-mail, a plate, an STS or the number of an
 * operation, payment, receipt or payment document. The query is kept in the address, so a card's
 * way back and a reload show the same results.
 */
export function DriversScreen() {
  const { t } = useTranslation(deskScreenTexts);
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [text, setText] = useState(query);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const search = useDriverSearch(query.length >= DRIVER_QUERY_MIN_LENGTH ? query : '');
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return setFieldError(t('desk.drivers.required'));
    if (value.length < DRIVER_QUERY_MIN_LENGTH) return setFieldError(t('desk.drivers.tooShort'));
    setFieldError(null);
    setParams({ q: value }, { replace: false });
  };

  const searching = query.length >= DRIVER_QUERY_MIN_LENGTH;
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('desk.drivers.title')}
      </Title>
      <form onSubmit={submit} noValidate role="search">
        <Group align="start" gap="sm">
          <TextInput
            label={t('desk.drivers.query')}
            description={t('desk.drivers.hint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={fieldError}
            maxLength={100}
            autoComplete="off"
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 44 }}>
            {t('desk.drivers.submit')}
          </Button>
        </Group>
      </form>
      {!searching ? (
        <Paper withBorder p="md">
          <Text c="dimmed">{t('desk.drivers.start')}</Text>
        </Paper>
      ) : search.isError && !search.isFetchNextPageError ? (
        <LoadErrorCard title={t('desk.drivers.loadError')} error={search.error} onRetry={() => void search.refetch()} />
      ) : !search.isPending && items.length === 0 ? (
        <Paper withBorder p="md">
          <Text c="dimmed" role="status">
            {t('desk.drivers.notFound', { query })}
          </Text>
        </Paper>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div className="desk-table-wrap" role="region" tabIndex={0} aria-label={t('desk.drivers.results')}>
          <table className="desk-table desk-fixed" aria-busy={search.isPending}>
            <colgroup>
              {COLUMNS.map((column) => (
                <col key={column} style={{ width: WIDTHS[column] }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`desk.drivers.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {search.isPending
                ? Array.from({ length: 4 }, (_, i) => (
                    <tr key={i} aria-hidden>
                      {COLUMNS.map((column) => (
                        <td key={column}>
                          <Skeleton h={16} my={2} />
                          {column === 'name' && <Skeleton h={12} mt={4} w="40%" />}
                        </td>
                      ))}
                    </tr>
                  ))
                : items.map((hit) => <HitRow key={hit.id} hit={hit} query={query} />)}
            </tbody>
          </table>
        </div>
      )}
      <MorePages query={search} loadMore={t('desk.drivers.loadMore')} loadError={t('desk.drivers.loadError')} />
    </Stack>
  );
}
