import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { currentCity } from '@/lib/city/current-city.ts';
import { cancelTooLate } from '@/domains/sessions/cancel-too-late.ts';
import { formatSessionTime } from '@/domains/sessions/format-session-time.ts';
import { isOpenEnded } from '@/domains/sessions/open-ended.ts';
import { remainingTime, remainingTimeText } from '@/domains/sessions/remaining-time.ts';
import { useNow } from '@/domains/sessions/use-now.ts';
import { zoneLabel } from '@/domains/sessions/zone-label.ts';
import { sessionsTexts } from '@/domains/sessions/texts.ts';

interface Props {
  id: string;
  sessions: TSession[];
  /** Without a balance there is no Extend, and Cancel reads Stop (it stops the session and asks to pay for it). */
  withBalance: boolean;
  /** Opened with ArrowUp: the last item takes the focus. */
  focusLast: boolean;
  onClose: (returnFocus?: boolean) => void;
  onExtend: (session: TSession) => void;
  onCancel: (session: TSession) => void;
}

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The parking dropdown's body: an accordion of the active sessions, one open at a time. */
export function ParkingMenuDropdown({ id, sessions, withBalance, focusLast, onClose, onExtend, onCancel }: Props) {
  const { t } = useTranslation(sessionsTexts);
  const now = useNow();
  const menuRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<number | null>(sessions[0]?.id ?? null);
  const [headerBottom, setHeaderBottom] = useState(0);

  // On a phone the menu is a sheet fixed under the header (app.css): it needs where the header ends.
  useLayoutEffect(() => {
    setHeaderBottom(menuRef.current?.closest('header')?.getBoundingClientRect().bottom ?? 0);
  }, []);

  useEffect(() => {
    const items = menuItems(menuRef.current);
    // With no session there is no item: the menu itself holds the focus so that Escape still works.
    const first = focusLast ? items.at(-1) : items[0];
    (first ?? menuRef.current)?.focus();
    // Only when the dropdown opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    const items = menuItems(menuRef.current);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[(target + items.length) % items.length]?.focus();
  };

  return (
    <Paper
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={t('sessions.title')}
      tabIndex={-1}
      shadow="md"
      withBorder
      p={4}
      className="parking-menu-dropdown"
      onKeyDown={onKeyDown}
      style={{ '--header-bottom': `${headerBottom}px` }}
    >
      {sessions.length === 0 ? (
        <Text p="sm" c="dimmed" fz="sm">
          {t('sessions.notFound')}
        </Text>
      ) : (
        sessions.map((session) => {
          const open = expanded === session.id;
          const plate = session.transport.numberTs;
          const openEnded = isOpenEnded(session);
          const panelId = `${id}-${session.id}`;
          // As on the parking page: with too little time left the server would refuse (NoSaving), so the reason shows first.
          const tooLate = withBalance && cancelTooLate(session, now);
          return (
            <div key={session.id}>
              <UnstyledButton
                role="menuitem"
                className="simple-menu-item"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                aria-describedby={open ? `${panelId}-times` : undefined}
                onClick={() => setExpanded(open ? null : session.id)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} fz="sm">
                    {plate}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {openEnded ? t('sessions.runningShort') : remainingTimeText(t, remainingTime(session.endDate, now, currentCity.timeZone))}
                  </Text>
                </Group>
              </UnstyledButton>
              {open && (
                <Stack id={panelId} role="group" aria-label={plate} gap={6} px="sm" pb="sm">
                  <Text id={`${panelId}-times`} fz="xs">
                    {zoneLabel(t, session)}
                    <br />
                    {t('sessions.from')} {formatSessionTime(session.startDate)}
                    {!openEnded && (
                      <>
                        <br />
                        {t('sessions.to')} {formatSessionTime(session.endDate)}
                      </>
                    )}
                  </Text>
                  <Group gap="xs">
                    {withBalance && (
                      <Button
                        role="menuitem"
                        size="compact-sm"
                        className="parking-menu-action"
                        variant="light"
                        onClick={() => onExtend(session)}
                        aria-label={t('sessions.extendLabel', { plate })}
                      >
                        {t('sessions.extend')}
                      </Button>
                    )}
                    <Button
                      role="menuitem"
                      size="compact-sm"
                      className="parking-menu-action"
                      variant="subtle"
                      color="red"
                      // A disabled menu item keeps the focus in the arrow-key order (ARIA menu pattern): it is only marked so.
                      data-disabled={tooLate || undefined}
                      aria-disabled={tooLate || undefined}
                      aria-describedby={tooLate ? `${panelId}-too-late` : undefined}
                      onClick={() => {
                        if (!tooLate) onCancel(session);
                      }}
                      aria-label={withBalance ? t('sessions.cancelLabel', { plate }) : t('sessions.stopLabel', { plate })}
                    >
                      {withBalance ? t('sessions.cancel') : t('sessions.stop')}
                    </Button>
                  </Group>
                  {tooLate && (
                    <Text id={`${panelId}-too-late`} fz="xs" c="dimmed">
                      {t('NoSaving', { ns: 'errors' })}
                    </Text>
                  )}
                </Stack>
              )}
            </div>
          );
        })
      )}
    </Paper>
  );
}
