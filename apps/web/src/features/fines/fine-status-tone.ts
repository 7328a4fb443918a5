import type { TFineStatus } from '@city-parking/contract/fines/fine-status';

/** How a status is coloured (spec 2.5): paid green, the bailiff red, new black, the rest grey. */
export type FineStatusTone = 'paid' | 'muted' | 'bailiff' | 'plain';

const MUTED: ReadonlySet<TFineStatus> = new Set(['suspended', 'sent', 'delivered', 'cancelled', 'signed', 'returned']);

export function fineStatusTone(status: TFineStatus): FineStatusTone {
  if (status === 'paid') return 'paid';
  if (status === 'bailiff') return 'bailiff';
  return MUTED.has(status) ? 'muted' : 'plain';
}
