import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, ZAuditFilter, type TAuditEntry, type TAuditFilter } from '@city-parking/contract/operator/audit-trail';
import { AUDIT_TEXTS, auditValuesText } from '@city-parking/contract/operator/audit-texts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { downloadAuditTrail, useAuditTrail } from '../api/audit-trail.ts';
import { useStaff } from '../api/staff.ts';
import { deskDate } from '../desk-date.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { MorePages } from './more-pages.tsx';

const FILTER_FIELDS = ['staffId', 'action', 'from', 'to'] as const;

/**
 * The columns' widths, the same whether skeletons or entries fill them, so entries arriving move
 * nothing: time, staff member, address, action, object, before, after, reason.
 */
const COLUMN_WIDTHS = ['9rem', '12rem', '8rem', '11rem', '9rem', '14rem', '14rem', '12rem'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

/** The filter the address holds; a value the trail would refuse (edited by hand) is left out. */
function filterOf(params: URLSearchParams): TAuditFilter {
  const raw = Object.fromEntries(FILTER_FIELDS.flatMap((field) => (params.get(field) ? [[field, params.get(field)]] : [])));
  const parsed = ZAuditFilter.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

function EntryRow({ entry }: { entry: TAuditEntry }) {
  const { language } = useLanguage();
  const texts = AUDIT_TEXTS[language];
  return (
    <tr>
      <td className="desk-nowrap">{deskDate(entry.at)}</td>
      <td>
        {entry.staffName || '—'}
        <div className="desk-dimmed">{entry.staffEmail}</div>
      </td>
      <td className="desk-nowrap">{entry.address}</td>
      <td>{texts.actions[entry.action]}</td>
      <td className="desk-nowrap">
        {texts.objects[entry.object]} {entry.objectId}
      </td>
      <td>{auditValuesText(entry.before) || '—'}</td>
      <td>{auditValuesText(entry.after) || '—'}</td>
      <td>{entry.reason ?? '—'}</td>
    </tr>
  );
}

/**
 * «Журнал действий»: every staff action that changed data, newest first, filtered by staff member,
 * action and period (kept in the address), and exported as .xlsx under the same filter.
 */
export function AuditScreen() {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const texts = AUDIT_TEXTS[language];
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const trail = useAuditTrail(filter);
  const staff = useStaff();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const items = trail.data?.pages.flatMap((page) => page.items) ?? [];
  const periodWrong = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;

  const set = (field: FilterField, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(field, value);
        else next.delete(field);
        return next;
      },
      { replace: true },
    );

  const exportFile = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditTrail(filter, language);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  // The export's columns, its e-mail shown under the name here.
  const columns = texts.columns.filter((_, i) => i !== 2);
  const filtered = FILTER_FIELDS.some((field) => params.get(field));
  return (
    <Stack>
      <Title order={1} fz="h2">
        {texts.title}
      </Title>
      <Group component="fieldset" gap="sm" align="end" style={{ border: 0, padding: 0, margin: 0 }}>
        <VisuallyHidden component="legend">{t('desk.audit.filters')}</VisuallyHidden>
        <NativeSelect
          label={t('desk.audit.staff')}
          value={filter.staffId === undefined ? '' : String(filter.staffId)}
          onChange={(event) => set('staffId', event.currentTarget.value)}
          data={[
            { value: '', label: t('desk.audit.all') },
            ...(staff.data?.items ?? []).map((member) => ({ value: String(member.id), label: member.name || member.email })),
          ]}
          w={240}
        />
        <NativeSelect
          label={t('desk.audit.action')}
          value={filter.action ?? ''}
          onChange={(event) => set('action', event.currentTarget.value)}
          data={[{ value: '', label: t('desk.audit.all') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: texts.actions[action] }))]}
          w={260}
        />
        <TextInput type="date" label={t('desk.audit.from')} value={filter.from ?? ''} onChange={(event) => set('from', event.currentTarget.value)} w={170} />
        <TextInput
          type="date"
          label={t('desk.audit.to')}
          value={filter.to ?? ''}
          onChange={(event) => set('to', event.currentTarget.value)}
          w={170}
          error={periodWrong ? t('desk.audit.periodWrong') : undefined}
        />
        <Button variant="light" onClick={() => void exportFile()} loading={exporting} disabled={periodWrong}>
          {t('desk.audit.export')}
        </Button>
      </Group>
      {exportError !== null && <ErrorAlert>{errorMessage(t, exportError)}</ErrorAlert>}
      {periodWrong ? null : trail.isError && !trail.isFetchNextPageError ? (
        <LoadErrorCard title={t('desk.audit.loadError')} error={trail.error} onRetry={() => void trail.refetch()} />
      ) : !trail.isPending && items.length === 0 ? (
        <Paper withBorder p="md">
          <Text c="dimmed" role="status">
            {filtered ? t('desk.audit.notFound') : t('desk.audit.empty')}
          </Text>
        </Paper>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div className="desk-table-wrap" role="region" tabIndex={0} aria-label={texts.title}>
          <table className="desk-table desk-fixed desk-audit" aria-busy={trail.isPending}>
            <colgroup>
              {COLUMN_WIDTHS.map((width, i) => (
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trail.isPending
                ? Array.from({ length: 6 }, (_, i) => (
                    <tr key={i} aria-hidden>
                      {columns.map((column, j) => (
                        <td key={column}>
                          <Skeleton h={16} my={2} />
                          {/* The staff member's e-mail goes under the name. */}
                          {j === 1 && <Skeleton h={16} my={2} />}
                        </td>
                      ))}
                    </tr>
                  ))
                : items.map((entry) => <EntryRow key={entry.id} entry={entry} />)}
            </tbody>
          </table>
        </div>
      )}
      <MorePages query={trail} loadMore={t('desk.audit.loadMore')} loadError={t('desk.audit.loadError')} />
    </Stack>
  );
}
