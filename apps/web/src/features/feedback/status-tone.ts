import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';

/** The colour of an appeal's status (spec §2.6): open ones green, completed grey, anything else black. */
export type StatusTone = 'green' | 'grey' | 'black';

export function statusTone(status: TAppealStatus | string): StatusTone {
  switch (status) {
    case 'registered':
    case 'inWork':
    case 'needsClarification':
      return 'green';
    case 'completed':
      return 'grey';
    default:
      return 'black';
  }
}
