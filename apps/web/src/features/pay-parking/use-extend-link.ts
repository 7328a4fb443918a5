import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { useActiveSessions } from '@/domains/sessions/api/use-active-sessions.ts';

/**
 * `?extend=<session id>`, the link of a reminder before a session ends: opens the extend dialog of
 * that session once the sessions are known. The parameter is then dropped, so a reload or Back
 * does not open the dialog again; a session that has already ended just leaves the page as it is.
 */
export function useExtendLink(): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('extend');
  const { sessions } = useActiveSessions();
  useEffect(() => {
    if (!wanted || !sessions) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('extend');
        return next;
      },
      { replace: true },
    );
    const session = sessions.find((s) => String(s.id) === wanted);
    if (session) openPaymentModal({ type: 'renew', session });
  }, [wanted, sessions, setParams]);
}
