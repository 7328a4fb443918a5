import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Badge, Box, Button } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { closePaymentModal, openPaymentModal, usePaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { useActiveSessions } from '@/domains/sessions/api/use-active-sessions.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { HEADER_STEPS } from './header-steps.ts';
import { ParkingMenuDropdown } from './parking-menu-dropdown.tsx';
import { sessionsTexts } from '@/domains/sessions/texts.ts';

const CancelSessionDialog = lazy(async () => ({ default: (await import('@/domains/sessions/components/cancel-session-dialog.tsx')).CancelSessionDialog }));
const SessionPaymentModal = lazy(async () => ({ default: (await import('@/features/pay-parking/components/session-payment-modal.tsx')).SessionPaymentModal }));

/**
 * The generic modal of a no-balance city's session (stop, cancel, pay a deferred one), opened from
 * this menu and from /profile/parking. It is hosted here rather than in ModalHost because this file
 * is on every signed-in page yet outside the first load that ModalHost is part of; a session to
 * open it for exists only once the profile has loaded, when this menu shows.
 */
function SessionPaymentHost() {
  const payment = usePaymentModal();
  if (payment?.type !== 'session') return null;
  return (
    <Suspense fallback={null}>
      <SessionPaymentModal key={`${payment.purpose}-${payment.session.id}`} purpose={payment.purpose} session={payment.session} onClose={closePaymentModal} />
    </Suspense>
  );
}

/**
 * The header's parking dropdown: a button with the number of active sessions and, below it, an
 * accordion of those sessions with Extend and Cancel. It keeps the keyboard behaviour of the ARIA
 * menu button (like lib/ui/simple-menu.tsx) with the accordion headers and actions as menu items.
 * The header loads this file lazily, so none of it weighs on a page's first load.
 */
export function ParkingMenu({ onShown }: { onShown?: (shown: boolean) => void }) {
  const { t } = useTranslation(sessionsTexts);
  const { sessions } = useActiveSessions();
  // The header brings the balance in once this button is in the row (header.tsx).
  const shown = sessions !== undefined;
  useEffect(() => {
    if (!shown) return;
    onShown?.(true);
    return () => onShown?.(false);
  }, [shown, onShown]);
  const withBalance = !(useSiteOptions().data?.settings.dontUseBalance ?? false);
  const [opened, setOpened] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const [cancelling, setCancelling] = useState<TSession | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpened(false));
  useWindowEvent('resize', () => setOpened(false));

  const open = (last = false) => {
    setFocusLast(last);
    setOpened(true);
  };
  const close = (returnFocus = true) => {
    setOpened(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Shown once the profile has loaded (spec §6).
  if (!sessions) return null;
  return (
    <Box ref={rootRef} pos="relative">
      <SessionPaymentHost />
      <Button
        ref={buttonRef}
        variant="subtle"
        color="white"
        size="xs"
        px="xs"
        fz="sm"
        aria-label={t('sessions.menuLabel', { count: sessions.length })}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => (opened ? close(false) : open())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open(event.key === 'ArrowUp');
          }
        }}
      >
        {/*
         * The word and the count share one element with a space between them, so that the text shown
         * reads «Парковки 1» like the name, for voice control and for axe, which joins separate
         * elements' text without one.
         */}
        <span data-fit-hide={HEADER_STEPS.secondary} style={{ marginInlineEnd: 6 }}>
          {t('sessions.menu')}
        </span>{' '}
        <Badge size="sm" circle color="white" c="blue.8">
          {sessions.length}
        </Badge>
      </Button>
      {opened && (
        <ParkingMenuDropdown
          id={menuId}
          sessions={sessions}
          withBalance={withBalance}
          focusLast={focusLast}
          onClose={close}
          onExtend={(session) => {
            close();
            openPaymentModal({ type: 'renew', session });
          }}
          onCancel={(session) => {
            close();
            // Without a balance there is nothing to refund: Cancel stops the session and asks to pay for it.
            if (withBalance) setCancelling(session);
            else openPaymentModal({ type: 'session', purpose: 'stop', session });
          }}
        />
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      )}
    </Box>
  );
}
