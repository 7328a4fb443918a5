import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import type { TFineStatus } from '@city-parking/contract/fines/fine-status';

/** Appeals as the driver's list colours them: open ones green, completed grey. */
export const appealStatusClass = (status: TAppealStatus | string) =>
  status === 'completed' ? 'desk-status-grey' : ['registered', 'inWork', 'needsClarification'].includes(status) ? 'desk-status-green' : 'desk-status-black';

/** Fines as the spec's 2.5 colours them: paid green, bailiff red, new black, the rest grey. */
export const fineStatusClass = (status: TFineStatus) =>
  status === 'paid' ? 'desk-status-green' : status === 'bailiff' ? 'desk-status-red' : status === 'new' ? 'desk-status-black' : 'desk-status-grey';
