import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUS_TITLES, type TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import type { TDriverCard } from '@city-parking/contract/operator/operator-drivers';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useDriverCard } from '../api/drivers.ts';
import { deskDate } from '../desk-date.ts';
import { deskPaths } from '../desk-paths.ts';
import { useDeskRoles } from '../desk-session.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { DriverBlockDialog } from './driver-block-dialog.tsx';

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  nowrap?: boolean;
}

/** One section of the card: a heading, then its rows as a table that scrolls sideways on a phone, or its own empty text. */
function CardSection<T>({
  title,
  empty,
  rows,
  columns,
  children,
}: {
  title: string;
  empty: string;
  rows: readonly T[];
  columns: Column<T>[];
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <div className="desk-table-wrap" role="region" tabIndex={0} aria-label={title}>
          <table className="desk-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((column) => (
                    <td key={column.label} className={column.nowrap ? 'desk-nowrap' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}

function CardSections({ driver }: { driver: TDriverCard }) {
  const { t } = useTranslation(deskScreenTexts);
  const { money } = useMoney();
  const yesNo = (value: boolean) => (value ? t('desk.driver.yes') : t('desk.driver.no'));
  const { language } = useLanguage();
  // A stored code in the desk's words where it has them; any other (a new status) is shown as it is stored.
  const word = (group: string, value: string) => t(`desk.code.${group}.${value}`, { defaultValue: value });
  const code = (value: string) => <code>{value}</code>;
  return (
    <>
      <Paper withBorder p="md" component="section" aria-label={t('desk.driver.profile')}>
        <Title order={2} fz="h4" mb="xs">
          {t('desk.driver.profile')}
        </Title>
        <dl className="desk-facts">
          <dt>{t('desk.drivers.email')}</dt>
          <dd>{driver.email ?? '—'}</dd>
          <dt>{t('desk.driver.registered')}</dt>
          <dd>{deskDate(driver.createdAt)}</dd>
          <dt>{t('desk.driver.language')}</dt>
          <dd>{driver.noticeLanguage}</dd>
          <dt>{t('desk.driver.byEmail')}</dt>
          <dd>{yesNo(driver.notifyByEmail)}</dd>
          <dt>{t('desk.driver.yandex')}</dt>
          <dd>{yesNo(driver.yandexLinked)}</dd>
        </dl>
        <Text fz="sm" c="dimmed">
          {t('desk.driver.push', { count: driver.pushSubscriptions })}
        </Text>
      </Paper>
      <CardSection
        title={t('desk.driver.phones')}
        empty={t('desk.driver.noPhones')}
        rows={driver.phones}
        columns={[
          { label: t('desk.drivers.phone'), cell: (p) => p.phone, nowrap: true },
          { label: t('desk.driver.main'), cell: (p) => yesNo(p.main) },
        ]}
      />
      <CardSection
        title={t('desk.driver.vehicles')}
        empty={t('desk.driver.noVehicles')}
        rows={driver.vehicles}
        columns={[
          { label: t('desk.driver.plate'), cell: (v) => v.plate, nowrap: true },
          { label: t('desk.driver.vehicleName'), cell: (v) => v.name || '—' },
          { label: t('desk.driver.category'), cell: (v) => v.category },
          { label: t('desk.driver.sts'), cell: (v) => v.sts || '—', nowrap: true },
          { label: t('desk.driver.main'), cell: (v) => yesNo(v.main) },
        ]}
      />
      <CardSection
        title={t('desk.driver.documents')}
        empty={t('desk.driver.noDocuments')}
        rows={driver.documents}
        columns={[
          { label: t('desk.driver.type'), cell: (d) => d.type },
          { label: t('desk.driver.number'), cell: (d) => d.number, nowrap: true },
        ]}
      />
      <CardSection
        title={t('desk.driver.sessions')}
        empty={t('desk.driver.noSessions')}
        rows={driver.sessions}
        columns={[
          { label: t('desk.driver.zone'), cell: (s) => s.zone },
          { label: t('desk.driver.plate'), cell: (s) => s.plate, nowrap: true },
          { label: t('desk.driver.status'), cell: (s) => word('session', s.status) },
          { label: t('desk.driver.start'), cell: (s) => deskDate(s.startAt), nowrap: true },
          { label: t('desk.driver.end'), cell: (s) => (s.endAt ? deskDate(s.endAt) : '—'), nowrap: true },
          { label: t('desk.driver.paid'), cell: (s) => money(s.paid), nowrap: true },
        ]}
      />
      <CardSection
        title={t('desk.driver.payments')}
        empty={t('desk.driver.noPayments')}
        rows={driver.payments}
        columns={[
          { label: t('desk.driver.created'), cell: (p) => deskDate(p.createdAt), nowrap: true },
          { label: t('desk.driver.amount'), cell: (p) => money(p.amount), nowrap: true },
          { label: t('desk.driver.purpose'), cell: (p) => word('purpose', p.purpose) },
          { label: t('desk.driver.method'), cell: (p) => code(p.method) },
          { label: t('desk.driver.status'), cell: (p) => word('payment', p.status) },
          { label: t('desk.driver.paymentId'), cell: (p) => p.id, nowrap: true },
          { label: t('desk.driver.providerId'), cell: (p) => p.providerPaymentId ?? '—', nowrap: true },
        ]}
      />
      <CardSection
        title={t('desk.driver.ledger')}
        empty={t('desk.driver.noLedger')}
        rows={driver.ledger}
        columns={[
          { label: t('desk.driver.when'), cell: (l) => deskDate(l.at), nowrap: true },
          { label: t('desk.driver.kind'), cell: (l) => word('ledger', l.kind) },
          { label: t('desk.driver.amount'), cell: (l) => money(l.amount), nowrap: true },
          { label: t('desk.driver.paymentId'), cell: (l) => l.paymentId ?? '—', nowrap: true },
        ]}
      >
        <Text fw={500}>{driver.balance === null ? t('desk.driver.noBalance') : t('desk.driver.balance', { amount: money(driver.balance) })}</Text>
      </CardSection>
      <CardSection
        title={t('desk.driver.subscriptions')}
        empty={t('desk.driver.noSubscriptions')}
        rows={driver.subscriptions}
        columns={[
          { label: t('desk.driver.type'), cell: (s) => code(s.type) },
          { label: t('desk.driver.plate'), cell: (s) => s.plate, nowrap: true },
          { label: t('desk.driver.status'), cell: (s) => word('subscription', s.status) },
          { label: t('desk.driver.start'), cell: (s) => deskDate(s.startAt), nowrap: true },
          { label: t('desk.driver.end'), cell: (s) => deskDate(s.endAt), nowrap: true },
          { label: t('desk.driver.price'), cell: (s) => money(s.price), nowrap: true },
        ]}
      />
      <CardSection
        title={t('desk.driver.paymentDocuments')}
        empty={t('desk.driver.noPaymentDocuments')}
        rows={driver.paymentDocuments}
        columns={[
          { label: t('desk.driver.number'), cell: (d) => d.number, nowrap: true },
          { label: t('desk.driver.type'), cell: (d) => code(d.kind) },
          { label: t('desk.driver.amount'), cell: (d) => money(d.amount), nowrap: true },
          { label: t('desk.driver.status'), cell: (d) => code(d.status) },
          { label: t('desk.driver.created'), cell: (d) => deskDate(d.createdAt), nowrap: true },
        ]}
      />
      <CardSection
        title={t('desk.driver.fines')}
        empty={t('desk.driver.noFines')}
        rows={driver.fines}
        columns={[
          { label: t('desk.driver.uin'), cell: (f) => f.uin, nowrap: true },
          { label: t('desk.driver.plate'), cell: (f) => f.plate, nowrap: true },
          { label: t('desk.driver.offense'), cell: (f) => deskDate(f.offenseAt), nowrap: true },
          { label: t('desk.driver.amount'), cell: (f) => money(f.totalSum), nowrap: true },
          { label: t('desk.driver.paid'), cell: (f) => money(f.paidSum), nowrap: true },
          { label: t('desk.driver.status'), cell: (f) => code(f.status) },
        ]}
      />
      <CardSection
        title={t('desk.driver.appeals')}
        empty={t('desk.driver.noAppeals')}
        rows={driver.appeals}
        columns={[
          { label: t('desk.driver.number'), cell: (a) => a.id },
          { label: t('desk.driver.topic'), cell: (a) => a.topic },
          { label: t('desk.driver.status'), cell: (a) => APPEAL_STATUS_TITLES[a.status as TAppealStatus]?.[language] ?? a.status },
          { label: t('desk.driver.created'), cell: (a) => deskDate(a.createdAt), nowrap: true },
        ]}
      />
      <CardSection
        title={t('desk.driver.messages')}
        empty={t('desk.driver.noMessages')}
        rows={driver.messages}
        columns={[
          { label: t('desk.driver.when'), cell: (m) => deskDate(m.at), nowrap: true },
          { label: t('desk.driver.channel'), cell: (m) => word('channel', m.channel) },
          { label: t('desk.driver.to'), cell: (m) => m.to, nowrap: true },
          { label: t('desk.driver.text'), cell: (m) => m.text },
        ]}
      />
      <CardSection
        title={t('desk.driver.signIns')}
        empty={t('desk.driver.noSignIns')}
        rows={driver.signIns}
        columns={[
          { label: t('desk.driver.when'), cell: (s) => deskDate(s.at), nowrap: true },
          { label: t('desk.driver.type'), cell: (s) => code(s.kind) },
          { label: t('desk.driver.lastUsed'), cell: (s) => deskDate(s.lastUsedAt), nowrap: true },
          { label: t('desk.driver.expires'), cell: (s) => deskDate(s.expiresAt), nowrap: true },
          { label: t('desk.driver.revoked'), cell: (s) => yesNo(s.revoked) },
        ]}
      />
    </>
  );
}

/**
 * The account's block, said at the top of the card, and (for support) the button that blocks or
 * unblocks it. Finance sees the state without the button; the server checks the role either way.
 */
function BlockState({ driver }: { driver: TDriverCard }) {
  const { t } = useTranslation(deskScreenTexts);
  const roles = useDeskRoles();
  const [open, setOpen] = useState(false);
  const blocked = driver.blocked;
  return (
    <Stack gap="xs">
      {blocked && <Alert color="red">{t('desk.driver.blockedSince', { at: deskDate(blocked.at), reason: blocked.reason })}</Alert>}
      {roles.includes('support') && (
        <Group>
          <Button variant={blocked ? 'default' : 'outline'} color={blocked ? undefined : 'red'} onClick={() => setOpen(true)}>
            {blocked ? t('desk.driver.unblock') : t('desk.driver.block')}
          </Button>
        </Group>
      )}
      {open && <DriverBlockDialog driverId={driver.id} block={!blocked} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

/**
 * A driver's card at the desk: profile, vehicles, sessions, money, passes, documents,
 * fines, appeals, messages and sign-ins, each section its last 20 rows, and the account's block.
 * Every load is a look the server writes to the audit trail. The way back keeps the search's query from the address.
 */
export function DriverCardScreen() {
  const { t } = useTranslation(deskScreenTexts);
  const { href } = useLanguage();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const card = useDriverCard(id);
  return (
    <Stack>
      <Anchor component={Link} to={href(deskPaths.drivers.getHref(params.get('q') ?? ''))} fz="sm">
        ← {t('desk.driver.back')}
      </Anchor>
      {card.isError || !(Number.isSafeInteger(id) && id > 0) ? (
        <LoadErrorCard title={t('desk.driver.loadError')} error={card.error} onRetry={() => void card.refetch()} />
      ) : card.isPending ? (
        <Stack aria-busy>
          <Skeleton h={32} w="50%" />
          <Skeleton h={150} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <>
          <Title order={1} fz="h2">
            {card.data.driver.name || t('desk.drivers.noName')}{' '}
            <Text span c="dimmed">
              #{card.data.driver.id}
            </Text>
          </Title>
          <BlockState driver={card.data.driver} />
          <CardSections driver={card.data.driver} />
        </>
      )}
    </Stack>
  );
}
