import type { TLanguage } from '@city-parking/contract/site/languages';

/** The words of a fine's evidence PDF, in the request's language. */
export interface EvidenceTexts {
  title: string;
  city: string;
  fine: string;
  uin: string;
  article: string;
  place: string;
  offenseAt: string;
  plate: string;
  totalSum: string;
  paidSum: string;
  status: string;
  evidence: string;
  /** What covered the fine, in a sentence. */
  covered: { session: string; subscription: string; typo: (plate: string) => string };
  period: { session: string; subscription: string };
  zone: string;
  everyZone: string;
  start: string;
  end: string;
  paidForPeriod: string;
  payments: string;
  noPayments: string;
  amount: string;
  method: string;
  balance: string;
  at: string;
  operationNumber: string;
  paymentId: string;
  providerPaymentId: string;
  completedAt: string;
  receiptNote: string;
  timeNote: (timeZone: string) => string;
  generated: string;
}

export const EVIDENCE_TEXTS: Record<TLanguage, EvidenceTexts> = {
  ru: {
    title: 'Доказательство оплаты парковки',
    city: 'Город',
    fine: 'Штраф',
    uin: 'УИН',
    article: 'Статья',
    place: 'Место',
    offenseAt: 'Время нарушения',
    plate: 'Госномер',
    totalSum: 'Сумма штрафа',
    paidSum: 'Оплачено по штрафу',
    status: 'Статус',
    evidence: 'Оплата парковки на момент нарушения',
    covered: {
      session: 'В момент нарушения у этой машины была оплаченная парковочная сессия.',
      subscription: 'В момент нарушения у этой машины был действующий абонемент.',
      typo: (plate) => `В момент нарушения парковка была оплачена за номер ${plate} — возможно, опечатка в номере.`,
    },
    period: { session: 'Парковочная сессия', subscription: 'Абонемент' },
    zone: 'Зона',
    everyZone: 'все зоны',
    start: 'Начало',
    end: 'Окончание',
    paidForPeriod: 'Оплачено',
    payments: 'Платежи',
    noPayments: 'Операций по этой оплате в истории нет.',
    amount: 'Сумма',
    method: 'Способ оплаты',
    balance: 'с баланса',
    at: 'Время операции',
    operationNumber: 'Номер операции',
    paymentId: 'Номер платежа',
    providerPaymentId: 'Номер платежа у платёжного сервиса',
    completedAt: 'Платёж завершён',
    receiptNote: 'Номера операции и платежа подтверждают оплату в истории операций водителя.',
    timeNote: (timeZone) => `Время указано по часовому поясу города (${timeZone}).`,
    generated: 'Документ сформирован',
  },
  en: {
    title: 'Proof of parking payment',
    city: 'City',
    fine: 'Fine',
    uin: 'UIN',
    article: 'Article',
    place: 'Place',
    offenseAt: 'Offence time',
    plate: 'Plate',
    totalSum: 'Fine amount',
    paidSum: 'Paid towards the fine',
    status: 'Status',
    evidence: 'Parking paid at the time of the offence',
    covered: {
      session: 'At the time of the offence this car had a paid parking session.',
      subscription: 'At the time of the offence this car had a valid subscription.',
      typo: (plate) => `At the time of the offence parking was paid for the plate ${plate}: possibly a typo in the plate.`,
    },
    period: { session: 'Parking session', subscription: 'Subscription' },
    zone: 'Zone',
    everyZone: 'every zone',
    start: 'Start',
    end: 'End',
    paidForPeriod: 'Paid',
    payments: 'Payments',
    noPayments: 'The history holds no operations of this payment.',
    amount: 'Amount',
    method: 'Payment method',
    balance: 'from the balance',
    at: 'Operation time',
    operationNumber: 'Operation number',
    paymentId: 'Payment number',
    providerPaymentId: 'Payment number at the payment service',
    completedAt: 'Payment completed',
    receiptNote: 'The operation and payment numbers confirm the payment in the driver’s operations history.',
    timeNote: (timeZone) => `Times are in the city’s time zone (${timeZone}).`,
    generated: 'Generated',
  },
};
