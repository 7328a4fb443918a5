import { Fragment, useId, type ReactNode } from 'react';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { sessionsTexts } from '../texts.ts';

interface SessionsSectionProps {
  title: string;
  /** Undefined while the profile is loading. */
  sessions: readonly TSession[] | undefined;
  /** The profile failed to load: said, with a retry, while there is no list to show. */
  failed: boolean;
  onRetry: () => void;
  /** The height of the skeleton shown while loading. */
  skeletonHeight: number;
  /** What an empty list says. */
  empty: string;
  renderItem: (session: TSession) => ReactNode;
  /** After the list, inside the section (a dialog the items open). */
  children?: ReactNode;
}

/** A titled card with a list of the driver's sessions, or why there is none yet: the current parkings and the deferred ones. */
export function SessionsSection({ title, sessions, failed, onRetry, skeletonHeight, empty, renderItem, children }: SessionsSectionProps) {
  const { t } = useTranslation(sessionsTexts);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" mb="sm" id={titleId}>
        {title}
      </Title>
      {!sessions && failed ? (
        <ErrorAlert>
          <Stack gap="xs" align="flex-start">
            {t('sessions.loadFailed')}
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          </Stack>
        </ErrorAlert>
      ) : !sessions ? (
        <Skeleton h={skeletonHeight} />
      ) : sessions.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((session) => (
            <Fragment key={session.id}>{renderItem(session)}</Fragment>
          ))}
        </Stack>
      )}
      {children}
    </Paper>
  );
}
