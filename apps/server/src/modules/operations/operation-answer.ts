import type { TOperation } from '@city-parking/contract/operations/operation';
import { orderNumberOf } from './order-number.ts';
import type { OperationRow } from './tables.ts';

const roubles = (kopecks: number) => kopecks / 100;

/**
 * An operation of the history in the calls' wire shape, with the address of its fiscal receipt and
 * of its signed /check page when it has them.
 */
export function toOperationAnswer(row: OperationRow, checkFiscal: string | null = null, checkUrl: string | null = null): TOperation {
  const amount = Number(row.amount);
  const duration = row.starts_at && row.ends_at ? Math.max(0, Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / 60_000)) : null;
  return {
    orderNumber: orderNumberOf({ at: row.occurred_at, id: Number(row.id) }),
    type: row.type,
    status: row.status,
    dateOperation: row.occurred_at.toISOString(),
    startsOf: row.starts_at?.toISOString() ?? null,
    endOf: row.ends_at?.toISOString() ?? null,
    duration,
    zone: row.zone_number,
    parking: row.parking_code,
    // What an hour of the period cost on average, in whole kopecks.
    tariff: duration ? roubles(Math.round((amount * 60) / duration)) : null,
    transport: row.plate,
    // A company's payment is settled by the company: its name is the method the driver sees.
    resolution: row.company_name ?? row.method,
    sum: roubles(amount),
    sumSale: roubles(Number(row.sum_sale)),
    driverPhone: row.payer_phone,
    checkFiscal,
    ...(checkUrl ? { checkUrl } : {}),
    ...(row.company_name ? { company: row.company_name } : {}),
  };
}
