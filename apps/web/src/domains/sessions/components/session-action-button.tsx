import { useId } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/network/online-status.ts';
import { sessionsTexts } from '../texts.ts';

interface SessionActionButtonProps {
  label: string;
  /** The action with the session's plate: every card of a list shows the same words. */
  ariaLabel: string;
  onClick: () => void;
  /** Ends or deletes the session: a quieter red button. */
  danger?: boolean;
  /** Why the action is not possible now: the button is disabled and this text shown beside it. */
  unavailable?: string | null;
}

/** One action under a session of a list (extend, stop, pay, cancel). */
export function SessionActionButton({ label, ariaLabel, onClick, danger = false, unavailable: reason = null }: SessionActionButtonProps) {
  const { t } = useTranslation(sessionsTexts);
  const reasonId = useId();
  // Every session action is a call to the server: without the network it waits, saying why.
  const online = useOnline();
  const offlineReason = t('sessions.offline');
  const unavailable = reason ?? (online ? null : offlineReason);
  return (
    <>
      <Button
        size="xs"
        variant={danger ? 'subtle' : 'light'}
        color={danger ? 'red' : undefined}
        onClick={onClick}
        aria-label={ariaLabel}
        disabled={unavailable !== null}
        aria-describedby={unavailable === null ? undefined : reasonId}
      >
        {label}
      </Button>
      {unavailable !== null && (
        <Text id={reasonId} fz="xs" c="dimmed">
          {unavailable}
        </Text>
      )}
    </>
  );
}
