import { z } from 'zod/mini';

/** An appeal's statuses in the order an appeal usually goes through them; the code is what the API speaks. */
export const APPEAL_STATUSES = ['registered', 'inWork', 'needsClarification', 'completed'] as const;
export const ZAppealStatus = z.enum(APPEAL_STATUSES);
export type TAppealStatus = z.infer<typeof ZAppealStatus>;

/** The status titles the driver and the operator read. */
export const APPEAL_STATUS_TITLES: Readonly<Record<TAppealStatus, { ru: string; en: string }>> = {
  registered: { ru: 'Зарегистрировано', en: 'Registered' },
  inWork: { ru: 'В работе', en: 'In work' },
  needsClarification: { ru: 'Требует уточнения', en: 'Needs clarification' },
  completed: { ru: 'Завершено', en: 'Completed' },
};
