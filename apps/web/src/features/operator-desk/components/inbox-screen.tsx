import { Group, NativeSelect, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUSES, APPEAL_STATUS_TITLES } from '@city-parking/contract/feedback/appeal-status';
import type { TInboxAppeal } from '@city-parking/contract/operator/operator-inbox';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { deskPaths } from '../desk-paths.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useDeskAppeals } from '../api/get-desk-appeals.ts';
import { deskDate } from '../desk-date.ts';
import { appealStatusClass } from '../status-colors.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { MorePages } from './more-pages.tsx';

/** The city's appeals, newest first, filtered by status and topic (kept in the address, so back returns to them). */
export function InboxScreen() {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const topic = params.get('topic') ?? '';
  const topics = useSiteOptions().data?.settings.feedbackTopics ?? [];
  const appeals = useDeskAppeals({ status, topic });
  const items = appeals.data?.pages.flatMap((page) => page.items) ?? [];
  const filter = (name: 'status' | 'topic', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('desk.inbox.title')}
      </Title>
      <Group component="fieldset" gap="sm" align="end" style={{ border: 0, padding: 0, margin: 0 }}>
        <VisuallyHidden component="legend">{t('desk.inbox.filters')}</VisuallyHidden>
        <NativeSelect
          label={t('desk.inbox.status')}
          value={status}
          onChange={(event) => filter('status', event.currentTarget.value)}
          data={[{ value: '', label: t('desk.inbox.all') }, ...APPEAL_STATUSES.map((s) => ({ value: s, label: APPEAL_STATUS_TITLES[s][language] }))]}
          w={220}
        />
        <NativeSelect
          label={t('desk.inbox.topic')}
          value={topic}
          onChange={(event) => filter('topic', event.currentTarget.value)}
          data={[{ value: '', label: t('desk.inbox.all') }, ...topics.map((item) => ({ value: item.value, label: item.label[language] }))]}
          w={220}
        />
      </Group>
      <Paper withBorder aria-busy={appeals.isPending}>
        {appeals.isPending ? (
          Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="desk-row" aria-hidden>
              <Skeleton h={18} w="40%" mb={8} />
              <Skeleton h={16} w="85%" />
            </div>
          ))
        ) : appeals.isError ? (
          <LoadErrorCard title={t('desk.inbox.loadError')} error={appeals.error} onRetry={() => void appeals.refetch()} />
        ) : items.length === 0 ? (
          <Text p="md" c="dimmed">
            {t('desk.inbox.empty')}
          </Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((appeal) => (
              <li key={appeal.id}>
                <InboxRow appeal={appeal} />
              </li>
            ))}
          </ul>
        )}
      </Paper>
      <MorePages query={appeals} loadMore={t('desk.inbox.loadMore')} loadError={t('desk.inbox.loadError')} />
    </Stack>
  );
}

function InboxRow({ appeal }: { appeal: TInboxAppeal }) {
  const { t } = useTranslation(deskScreenTexts);
  const { language, href } = useLanguage();
  const subject = appeal.subject || t('desk.inbox.noTopic');
  return (
    <Link className="desk-row" to={href(deskPaths.appeal.getHref(appeal.id))}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} className="desk-clip">
          {t('desk.inbox.number', { id: appeal.id })} · {subject}
        </Text>
        <Text fz="sm" fw={600} className={appealStatusClass(appeal.status)} style={{ flexShrink: 0 }}>
          {APPEAL_STATUS_TITLES[appeal.status][language]}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" className="desk-clip">
          {appeal.lastMessage}
        </Text>
        <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {deskDate(appeal.updatedAt)}
        </Text>
      </Group>
    </Link>
  );
}
