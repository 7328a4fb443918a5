import { formatMoney } from '@city-parking/contract/format/format-money';
import type { TFiscalReceipt } from '@city-parking/contract/fiscal/fiscal-receipt';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { OutgoingMessage } from '../outbox/messenger.ts';

/** The buyer's electronic copy of a receipt: its main fields, the check string and the link to the receipt page. */
export function receiptMail(to: string, receipt: TFiscalReceipt, fnsCheck: string, link: string, language: TLanguage): OutgoingMessage {
  const total = formatMoney(receipt.total, language);
  const items = receipt.items.map((item) => `${item.name}: ${formatMoney(item.sum, language)}`).join('\n');
  const numbers = `ФН ${receipt.fn}, ФД ${receipt.fd}, ФП ${receipt.fp}`;
  const text =
    language === 'en'
      ? `Your ${receipt.sign === 'income' ? 'receipt' : 'refund receipt'} from ${receipt.seller.name} (INN ${receipt.seller.inn}) for ${total}:\n${items}\n\n${numbers}\nCheck string: ${fnsCheck}\n\nThe receipt, its QR code and the city's signature: ${link}`
      : `Ваш ${receipt.sign === 'income' ? 'кассовый чек' : 'чек возврата прихода'} от ${receipt.seller.name} (ИНН ${receipt.seller.inn}) на ${total}:\n${items}\n\n${numbers}\nСтрока проверки: ${fnsCheck}\n\nЧек, его QR-код и подпись города: ${link}`;
  return { channel: 'email', to, text };
}
