import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hideSessionNotice, useSessionNotice } from '../session-notice.ts';

/** How long a notice stays (spec §9: status messages show for 7000 ms). */
const NOTICE_MS = 7000;

/** The current session notice, in a corner of the window until it times out or is closed. */
export function SessionNoticeView() {
  const { t } = useTranslation();
  const notice = useSessionNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(hideSessionNotice, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Notification
      color={notice.color}
      role="status"
      onClose={hideSessionNotice}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      withBorder
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 'calc(100vw - 32px)', width: 380 }}
    >
      {notice.message}
    </Notification>
  );
}
