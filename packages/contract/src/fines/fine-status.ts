import { z } from 'zod/mini';

/**
 * A fine's life, in the words of the spec's status colours (2.5): new (issued, not yet sent),
 * sent, delivered, signed (the ruling is in force), returned (the letter came back), suspended
 * (under appeal), paid, cancelled, bailiff (unpaid after the 60 days, with the bailiff service).
 * The web colours paid green, bailiff red, new black and the rest grey.
 */
export const FINE_STATUSES = ['new', 'sent', 'delivered', 'signed', 'returned', 'suspended', 'paid', 'cancelled', 'bailiff'] as const;
export type TFineStatus = (typeof FINE_STATUSES)[number];
export const ZFineStatus = z.enum(FINE_STATUSES);

/**
 * Whether an appeal can still do something for a fine of that status: not for a cancelled one
 * (nothing is left to contest) nor a suspended one (it is under appeal already). A paid fine may
 * be contested, for its money back; one with the bailiff service, to have it recalled.
 */
export const fineCanBeContested = (status: TFineStatus): boolean => status !== 'cancelled' && status !== 'suspended';

/** The label the answer's `status` carries, per language. */
export const FINE_STATUS_LABELS: Readonly<Record<TFineStatus, { ru: string; en: string }>> = {
  new: { ru: 'Новый', en: 'New' },
  sent: { ru: 'Отправлен', en: 'Sent' },
  delivered: { ru: 'Вручён', en: 'Delivered' },
  signed: { ru: 'Вступил в силу', en: 'In force' },
  returned: { ru: 'Возвращён', en: 'Returned' },
  suspended: { ru: 'Приостановлен', en: 'Suspended' },
  paid: { ru: 'Оплачен', en: 'Paid' },
  cancelled: { ru: 'Отменён', en: 'Cancelled' },
  bailiff: { ru: 'Передан судебным приставам', en: 'Sent to the bailiff service' },
};
