import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';
import type { TLanguage } from '@city-parking/contract/site/languages';

/** The words of an exported history, in the request's language. */
export interface ExportTexts {
  title: string;
  columns: { date: string; operation: string; amount: string; description: string; status: string };
  types: Record<TOperationType, string>;
  statuses: Record<TOperationStatus, string>;
  driver: string;
  period: string;
  /** The whole history, when the period has no bound. */
  allTime: string;
  from: string;
  to: string;
  operation: string;
  /** Every type, vehicle or zone. */
  all: string;
  vehicle: string;
  zone: string;
  payerPhone: string;
  debits: string;
  credits: string;
  /** Said of the totals: only what was done counts. */
  totalsNote: string;
  zoneOf: (zone: string) => string;
  /** The zone of a pass that holds in every zone (`#`). */
  allZones: string;
  page: (page: number) => string;
  nothing: string;
}

export const EXPORT_TEXTS: Record<TLanguage, ExportTexts> = {
  ru: {
    title: 'История операций',
    columns: { date: 'Дата', operation: 'Операция', amount: 'Сумма, ₽', description: 'Описание', status: 'Статус' },
    types: {
      payment: 'Оплата',
      renew: 'Продление',
      cancel: 'Отмена',
      refill: 'Пополнение',
      paymentSubscription: 'Оплата абонемента',
      paymentGate: 'Оплата парковки со шлагбаумом',
      bonus20: 'Бонус 20%',
    },
    statuses: { done: 'Выполнено', cancel: 'Отменено', error: 'Ошибка', waiting: 'Ожидает оплаты', wait: 'Ожидает оплаты', processing: 'В обработке' },
    driver: 'Водитель',
    period: 'Период',
    allTime: 'за всё время',
    from: 'с',
    to: 'по',
    operation: 'Операция',
    all: 'все',
    vehicle: 'Транспорт',
    zone: 'Зона',
    payerPhone: 'Телефон плательщика',
    debits: 'Списано',
    credits: 'Зачислено',
    totalsNote: 'итоги по выполненным операциям',
    zoneOf: (zone) => `зона ${zone}`,
    allZones: 'Все зоны',
    page: (page) => `стр. ${page}`,
    nothing: 'Нет операций',
  },
  en: {
    title: 'Operations history',
    columns: { date: 'Date', operation: 'Operation', amount: 'Amount, RUB', description: 'Description', status: 'Status' },
    types: {
      payment: 'Payment',
      renew: 'Extension',
      cancel: 'Cancellation',
      refill: 'Top-up',
      paymentSubscription: 'Subscription payment',
      paymentGate: 'Barrier parking payment',
      bonus20: '20% bonus',
    },
    statuses: { done: 'Done', cancel: 'Cancelled', error: 'Failed', waiting: 'Awaiting payment', wait: 'Awaiting payment', processing: 'Processing' },
    driver: 'Driver',
    period: 'Period',
    allTime: 'all time',
    from: 'from',
    to: 'to',
    operation: 'Operation',
    all: 'all',
    vehicle: 'Vehicle',
    zone: 'Zone',
    payerPhone: 'Payer phone',
    debits: 'Debited',
    credits: 'Credited',
    totalsNote: 'totals of completed operations',
    zoneOf: (zone) => `zone ${zone}`,
    allZones: 'All zones',
    page: (page) => `page ${page}`,
    nothing: 'No operations',
  },
};
