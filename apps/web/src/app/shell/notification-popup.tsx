import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Box, CloseButton, Group, Paper, Text, Transition } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DELAY_MS } from '@city-parking/contract/site/notification';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useNotification } from '@/domains/site/api/get-notification.ts';
import { readPopupState, shouldShowPopup, writePopupState } from './notification-popup-state.ts';

/** Whether a modal dialog (Mantine's, or the promo banner) is open in the page: its backdrop covers everything else. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** Follows `modalOpen` while `active`: dialogs open and close through portals anywhere in the body. */
function useModalOpen(active: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!active) return () => {};
      const observer = new MutationObserver(changed);
      observer.observe(document.body, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [active],
  );
  return useSyncExternalStore(
    subscribe,
    () => active && modalOpen(),
    () => false,
  );
}

/**
 * The operator's announcement; appears shortly after load until the visitor closes it. It waits
 * while a modal dialog is open (the promo banner of a city, the login), since it is no part of
 * that dialog, and it lies under a dialog opened while it shows.
 */
export function NotificationPopup() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data } = useNotification(language);
  const [delayPassed, setDelayPassed] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayPassed(true), NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const due = delayPassed && !closed && !!data && shouldShowPopup(readPopupState(), data);
  const covered = useModalOpen(due);
  const visible = due && !covered;

  const close = () => {
    setClosed(true);
    if (data) writePopupState({ closed: true, updated: data.updated });
  };

  return (
    <Transition mounted={visible} transition="slide-up" duration={200}>
      {(styles) => (
        <Paper
          role="dialog"
          aria-label={data?.title || t('notification.label')}
          shadow="lg"
          withBorder
          p="md"
          style={{
            ...styles,
            position: 'fixed',
            right: 16,
            bottom: 16,
            left: 16,
            maxWidth: 420,
            maxHeight: 300,
            overflow: 'hidden',
            marginLeft: 'auto',
            // Above the page and its sticky header, below the modals' backdrops (Mantine's 200).
            zIndex: 150,
          }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
            <Text fw={700}>{data?.title}</Text>
            <CloseButton onClick={close} aria-label={t('actions.close')} />
          </Group>
          <Box mah={300 - 64} style={{ overflowY: 'auto' }}>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {data?.message}
            </Text>
          </Box>
        </Paper>
      )}
    </Transition>
  );
}
