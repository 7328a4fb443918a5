import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { profileKeys, useProfile } from '@/domains/profile/api/get-profile.ts';
import { isOpenEnded } from '../open-ended.ts';

/** Sessions whose end has already caused a profile reload: each one reloads it once, whoever shows it. */
const reloadedFor = new Set<number>();

// setTimeout takes at most a 32-bit delay; a later end is simply looked at again then.
const MAX_DELAY_MS = 2 ** 31 - 1;

const isActive = (session: TSession, now: number) => session.status === 'active' && (isOpenEnded(session) || Date.parse(session.endDate) > now);
/** A session's end for ordering and waking up; a session without an end never ends by itself. */
const endOf = (session: TSession) => (isOpenEnded(session) ? Infinity : Date.parse(session.endDate));

/**
 * The signed-in driver's active sessions from the profile, without those whose end has passed.
 * When a session ends the profile is reloaded once (spec: header dropdowns), so that the balance
 * and the list follow the server. `sessions` is undefined while the profile is loading.
 */
export function useActiveSessions() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const all = profile.data?.sessions;
  const [now, setNow] = useState(Date.now);
  // The one that ends first comes first; sessions without an end follow, the longest running first.
  const sessions = useMemo(
    () => all?.filter((session) => isActive(session, now)).sort((a, b) => endOf(a) - endOf(b) || Date.parse(a.startDate) - Date.parse(b.startDate)),
    [all, now],
  );

  // Wake up when the next session ends instead of ticking.
  useEffect(() => {
    const nextEnd = Math.min(...(sessions ?? []).map(endOf));
    if (nextEnd === Infinity) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(nextEnd - Date.now(), 0) + 50, MAX_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [sessions]);

  useEffect(() => {
    const ended = all?.filter((session) => session.status === 'active' && !isActive(session, now) && !reloadedFor.has(session.id)) ?? [];
    if (ended.length === 0) return;
    for (const session of ended) reloadedFor.add(session.id);
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [all, now, queryClient]);

  return { sessions, isError: profile.isError, refetch: profile.refetch };
}
