import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { APPEAL_STATUS_TITLES } from '@city-parking/contract/feedback/appeal-status';
import type { TOperatorThreadResponse } from '@city-parking/contract/operator/operator-inbox';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { deskPaths } from '../desk-paths.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useDeskThread } from '../api/get-desk-thread.ts';
import { deskDate } from '../desk-date.ts';
import { appealStatusClass } from '../status-colors.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { ActionLog } from './action-log.tsx';
import { DeskFineCard } from './desk-fine-card.tsx';
import { ReplyForm } from './reply-form.tsx';
import { StatusControl } from './status-control.tsx';
import { ThreadMessages } from './thread-messages.tsx';

/** One appeal: who wrote and how to reach them, the contested fine, the messages, the reply and status controls, the action log. */
export function ThreadScreen() {
  const { t } = useTranslation(deskScreenTexts);
  const { href } = useLanguage();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Stack>
      <Anchor component={Link} to={href(deskPaths.inbox.getHref())} fz="sm">
        ← {t('desk.thread.back')}
      </Anchor>
      <Thread id={id} />
    </Stack>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation(deskScreenTexts);
  const thread = useDeskThread(id);
  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError)
    return (
      <>
        <Title order={1} fz="h2">
          {t('desk.thread.title', { id })}
        </Title>
        <LoadErrorCard title={t('desk.thread.loadError')} error={thread.error} onRetry={() => void thread.refetch()} />
      </>
    );
  return <ThreadView thread={thread.data} />;
}

function ThreadView({ thread }: { thread: TOperatorThreadResponse }) {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const { appeal } = thread;
  return (
    <>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('desk.thread.title', { id: appeal.id })}
        </Title>
        <Group gap="sm">
          <Text fw={600}>{appeal.subject}</Text>
          <Text fw={600} className={appealStatusClass(appeal.status)}>
            {APPEAL_STATUS_TITLES[appeal.status][language]}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('desk.thread.created', { date: deskDate(appeal.createdAt) })}
          </Text>
        </Group>
        <Text fz="sm">
          {t('desk.thread.phone')}: {appeal.phone ? formatPhone(appeal.phone) : '—'} · {t('desk.thread.email')}: {appeal.email || '—'}
        </Text>
      </Stack>
      {thread.fine && <DeskFineCard fine={thread.fine} idAppeal={appeal.id} />}
      <ThreadMessages messages={thread.messages} actions={thread.actions} />
      <ReplyForm idAppeal={appeal.id} />
      <StatusControl idAppeal={appeal.id} status={appeal.status} />
      <ActionLog actions={thread.actions} />
    </>
  );
}

function ThreadSkeleton() {
  return (
    <Stack aria-busy>
      <Skeleton h={30} w={260} />
      <Skeleton h={22} w="60%" />
      <Skeleton h={20} w="50%" />
      <Paper withBorder p="md">
        <Stack>
          <Skeleton h={48} w="70%" />
          <Skeleton h={48} w="60%" ml="auto" />
        </Stack>
      </Paper>
      <Skeleton h={160} />
    </Stack>
  );
}
