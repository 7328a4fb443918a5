import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useActiveSessions } from './use-active-sessions.ts';

/** A notice that a session has begun: the session's id, when the start's answer gives it, and when the start was asked. */
export interface SessionAnnouncement {
  sessionId: number | undefined;
  /** Milliseconds on the page's clock. */
  since: number;
}

/**
 * Whether a notice announcing a session still holds: while the profile lists the session among the
 * driver's active ones (its status active and its end not passed on the clock). Until the profile
 * has been read again since the start was asked, a session it does not list yet is taken to run.
 * So the notice goes when the session is stopped, cancelled or simply over, and never comes for a
 * post-payment whose parking was over already. A start that named no session leaves nothing to
 * follow: its notice holds until it is closed.
 */
export function useSessionAnnounced(announcement: SessionAnnouncement | null): boolean {
  const { sessions } = useActiveSessions();
  const profile = useProfile();
  if (!announcement) return false;
  const { sessionId, since } = announcement;
  if (sessionId === undefined) return true;
  if (sessions?.some((session) => session.id === sessionId)) return true;
  const listed = profile.data?.sessions.some((session) => session.id === sessionId) ?? false;
  return !listed && profile.dataUpdatedAt < since;
}
