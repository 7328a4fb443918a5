import type { TSession } from '@city-parking/contract/payments/parking-session';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';

/** Whether one of these sessions is of this plate (case, spaces and Latin look-alikes aside). */
export function isParked(plate: string, sessions: readonly TSession[] | undefined): boolean {
  const wanted = normalisePlate(plate);
  return wanted !== '' && (sessions ?? []).some((session) => normalisePlate(session.transport.numberTs) === wanted);
}
