import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import { hideNotice, useNotice } from './notice.ts';

/** How long a notice stays (spec §9: status messages show for 7000 ms). */
const NOTICE_MS = 7000;

/**
 * The current notice, in a corner of the window until it times out or is closed; announced as a
 * status, or as an alert when it reports a failure. The page that mounts it hands it its words, so
 * it can be a lazy chunk of its own that imports no more than Mantine's Notification.
 */
export function NoticeView({ closeLabel }: { closeLabel: string }) {
  const notice = useNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(hideNotice, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Notification
      color={notice.color}
      role={notice.color === 'red' ? 'alert' : 'status'}
      onClose={hideNotice}
      closeButtonProps={{ 'aria-label': closeLabel }}
      withBorder
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 'calc(100vw - 32px)', width: 380 }}
    >
      {notice.message}
    </Notification>
  );
}
