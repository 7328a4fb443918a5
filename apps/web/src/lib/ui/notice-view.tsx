import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import { hideSubscriptionNotice, useSubscriptionNotice } from '../subscription-notice.ts';

/** How long a notice stays (spec §9: status messages show for 7000 ms). */
const NOTICE_MS = 7000;

/**
 * The current subscription notice, in a corner of the window until it times out or is closed. The
 * page hands it its words: a lazy chunk of its own that imports no more than Mantine's Notification.
 */
export function SubscriptionNoticeView({ closeLabel }: { closeLabel: string }) {
  const notice = useSubscriptionNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(hideSubscriptionNotice, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Notification
      color={notice.color}
      role={notice.color === 'red' ? 'alert' : 'status'}
      onClose={hideSubscriptionNotice}
      closeButtonProps={{ 'aria-label': closeLabel }}
      withBorder
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 'calc(100vw - 32px)', width: 380 }}
    >
      {notice.message}
    </Notification>
  );
}
