import type { TItemSubject, TSettlementMethod } from '@city-parking/contract/fiscal/fiscal-terms';
import type { Bought } from '../payments/purchase.ts';
import type { ProviderPayment } from '../payments/tables.ts';

/** An item as decided with the money; the register adds price, sum and VAT. */
export interface ReceiptItem {
  name: string;
  settlementMethod: TSettlementMethod;
  subject: TItemSubject;
}

/** The item names are the receipt's, a Russian legal document, at most 128 characters (tag 1030). */
const cut = (name: string) => (name.length > 128 ? `${name.slice(0, 127)}…` : name);

const ADVANCE: ReceiptItem = { name: 'Пополнение баланса парковочного счёта (аванс)', settlementMethod: 'advance', subject: 'payment' };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '');

function service(name: string): ReceiptItem {
  return { name: cut(name), settlementMethod: 'fullSettlement', subject: 'service' };
}

/** What a payment of a purpose is for, from its own details: for money that goes back before it bought anything. */
function itemOfPurpose(payment: ProviderPayment): ReceiptItem {
  const zone = text(payment.details.zoneNumber);
  const plate = text(payment.details.plate);
  const where = [zone && `зона ${zone}`, plate].filter(Boolean).join(', ');
  switch (payment.purpose) {
    case 'refill':
      return ADVANCE;
    case 'subscription':
      return service(['Абонемент на парковку', plate].filter(Boolean).join(', '));
    case 'flat':
      return service('Оплата парковки на площадке');
    case 'renew':
      return service(['Продление парковки', where].filter(Boolean).join(': '));
    default:
      return service(['Оплата парковки', where].filter(Boolean).join(': '));
  }
}

/**
 * The item of money a provider took. A top-up, or money that stayed on the balance because what it
 * was for could no longer be bought, is an advance: the service comes later, from the balance. A
 * session, an extension, a barrier ticket or a subscription paid directly is full settlement.
 */
export function receiptItemOf(payment: ProviderPayment, bought: Bought | 'refund'): ReceiptItem {
  if (bought === 'refund') return itemOfPurpose(payment);
  const where = [bought.parking ? `парковка ${bought.parking}` : '', bought.zone ? `зона ${bought.zone}` : '', bought.plate].filter(Boolean).join(', ');
  switch (bought.kind) {
    case 'refill':
      return ADVANCE;
    case 'subscription':
      return service(
        ['Абонемент на парковку', bought.plate, bought.zone === '#' ? 'все зоны' : bought.zone && `зоны ${bought.zone}`].filter(Boolean).join(', '),
      );
    case 'flat':
      return service(
        ['Оплата парковки на площадке', [bought.zone, bought.ticket && `талон ${bought.ticket}`].filter(Boolean).join(', ')].filter(Boolean).join(' '),
      );
    case 'renew':
      return service(['Продление парковки', where].filter(Boolean).join(': '));
    default:
      return service(['Оплата парковки', where].filter(Boolean).join(': '));
  }
}
