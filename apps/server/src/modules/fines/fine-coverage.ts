import type { TFineCoverage } from '@city-parking/contract/fines/fines';

/** A period the driver paid for a plate: a session (zone number) or a subscription (its zones; null every zone). */
export interface PaidSession {
  id: number;
  plate: string;
  zone: string;
  start: Date;
  end: Date;
}
export interface PaidSubscription {
  id: number;
  plate: string;
  zones: readonly string[] | null;
  start: Date;
  end: Date;
}
export interface PaidPeriods {
  sessions: readonly PaidSession[];
  subscriptions: readonly PaidSubscription[];
}

/** What of a fine the check reads: the normalised plate, the zone ('' when the import named none) and the instant. */
export interface FineMoment {
  plate: string;
  zone: string;
  at: Date;
}

const covers = (period: { start: Date; end: Date }, at: Date) => period.start <= at && at < period.end;
/** A fine that names no zone is matched in any zone. */
const inZone = (fineZone: string, zone: string) => fineZone === '' || fineZone === zone;

/** Same length, exactly one character different: the likely typo of a plate typed by hand. */
export function oneCharacterOff(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let i = 0; i < a.length && differences < 2; i++) if (a[i] !== b[i]) differences++;
  return differences === 1;
}

/** The period that gave a fine its coverage: the evidence PDF reads it back by its id. */
export type CoverSource = { kind: 'session' | 'subscription'; id: number };

/**
 * Whether the driver's own payments covered the fine's moment: a session of that plate in that
 * zone, else a subscription of that plate covering the zone, else (pointed out, not covering) a
 * session paid at that moment in that zone for a plate one character off. The coverage comes with
 * the session or subscription it was read from.
 */
export function coveringOf(fine: FineMoment, paid: PaidPeriods): { coverage: TFineCoverage; source: CoverSource } | undefined {
  if (fine.plate === '') return undefined;
  const at = fine.at.toISOString();
  const session = paid.sessions.find((s) => s.plate === fine.plate && inZone(fine.zone, s.zone) && covers(s, fine.at));
  if (session) return { coverage: { kind: 'session', zone: session.zone, until: session.end.toISOString(), at }, source: { kind: 'session', id: session.id } };
  const subscription = paid.subscriptions.find(
    (s) => s.plate === fine.plate && covers(s, fine.at) && (s.zones === null || fine.zone === '' || s.zones.includes(fine.zone)),
  );
  if (subscription) {
    return {
      coverage: { kind: 'subscription', zone: fine.zone, until: subscription.end.toISOString(), at },
      source: { kind: 'subscription', id: subscription.id },
    };
  }
  const typo = paid.sessions.find((s) => oneCharacterOff(s.plate, fine.plate) && inZone(fine.zone, s.zone) && covers(s, fine.at));
  return typo ? { coverage: { kind: 'typo', plate: typo.plate }, source: { kind: 'session', id: typo.id } } : undefined;
}

/** The coverage alone, as the fines list answers it. */
export const coverageOf = (fine: FineMoment, paid: PaidPeriods): TFineCoverage | undefined => coveringOf(fine, paid)?.coverage;
