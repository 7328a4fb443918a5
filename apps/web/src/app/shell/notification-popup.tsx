import { useEffect, useState } from 'react';
import { Box, CloseButton, Group, Paper, Text, Transition } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DELAY_MS } from '@city-parking/contract/site/notification';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useNotification } from '@/domains/site/api/get-notification.ts';
import { readPopupState, shouldShowPopup, writePopupState } from './notification-popup-state.ts';

/** The operator's announcement; appears shortly after load until the visitor closes it. */
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

  const visible = delayPassed && !closed && !!data && shouldShowPopup(readPopupState(), data);

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
            zIndex: 300,
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
