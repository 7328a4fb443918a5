import type { TFunction } from 'i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { sessionsTexts } from './texts.ts';

/** The zone of a session as read: its name when the name already says the number ("Зона 101"), else number and name. */
export function zoneLabel(t: TFunction, session: Pick<TSession, 'zone' | 'zoneName'>): string {
  const numbered = t('sessions.zone', { zone: session.zone, ns: sessionsTexts });
  if (!session.zoneName) return numbered;
  return session.zoneName.includes(session.zone) ? session.zoneName : `${numbered} · ${session.zoneName}`;
}
