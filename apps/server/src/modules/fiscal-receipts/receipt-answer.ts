import QRCode from 'qrcode';
import type { TFiscalReceiptResponse } from '@city-parking/contract/fiscal/fiscal-receipt';
import type { FiscalReceiptService } from './fiscal-receipt-service.ts';

type Found = NonNullable<Awaited<ReturnType<FiscalReceiptService['find']>>>;

/** `d***@parking.test`: enough for the buyer to recognise, not enough for a stranger with the link. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/** `+7 *** ***-**-01`: the last two digits only. */
const maskPhone = (phone: string) => `+7 *** ***-**-${phone.replace(/\D/g, '').slice(-2)}`;

/** A receipt in the call's wire shape, with its QR code drawn here so that the browser needs no QR library. */
export async function toReceiptAnswer({ row, receipt, signature, fnsCheck }: Found): Promise<TFiscalReceiptResponse['result']> {
  const qrSvg = await QRCode.toString(fnsCheck, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const buyer = row.buyer_email ? maskEmail(row.buyer_email) : row.buyer_phone ? maskPhone(row.buyer_phone) : '';
  return { receipt, buyer, fnsCheck, qrSvg, signature };
}
