import { joinFio } from '@city-parking/contract/corporate/corp-fields';
import type { TCorpDevice, TCorpDriver, TCorpProfile, TCorpVehicle } from '@city-parking/contract/corporate/corp-profile';
import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { toOperationAnswer } from '../operations/operation-answer.ts';
import type { CompanyDriverRow, CompanyOperationRow, CompanyRow, CompanyVehicleRow, TrackingDeviceRow } from './tables.ts';

const TYPE_OF_KIND = { refill: 'refill', payment: 'payment', renew: 'renew', cancel: 'cancel' } as const;

export function toCorpVehicle(row: CompanyVehicleRow, devices: readonly TrackingDeviceRow[]): TCorpVehicle {
  const device = row.vin ? devices.find((d) => d.vin === row.vin) : undefined;
  return {
    id: Number(row.id),
    numberTs: row.plate,
    vin: row.vin,
    imei: device?.imei ?? '',
    // A vehicle whose device is switched off is shown inactive (spec 3).
    active: row.active && (device?.active ?? true),
    main: row.main,
  };
}

export function toCorpDriver(row: CompanyDriverRow, vehicles: readonly TCorpVehicle[]): TCorpDriver {
  const parts = { surname: row.surname, firstName: row.first_name, patronymic: row.patronymic };
  return {
    id: Number(row.id),
    name: joinFio(parts),
    ...parts,
    phone: row.phone,
    ts: row.car_number,
    device: vehicles.find((v) => v.numberTs === row.car_number)?.imei ?? '',
    active: row.active,
    monthlyLimit: row.monthly_limit === null ? null : kopecksToRubles(Number(row.monthly_limit)),
  };
}

export const toCorpDevice = (row: TrackingDeviceRow): TCorpDevice => ({ id: Number(row.id), active: row.active, imei: row.imei, vin: row.vin });

export interface CompanyLists {
  company: CompanyRow;
  vehicles: CompanyVehicleRow[];
  drivers: CompanyDriverRow[];
  devices: TrackingDeviceRow[];
}

export function toCorpProfile({ company, vehicles, drivers, devices }: CompanyLists): TCorpProfile {
  const ts = vehicles.map((v) => toCorpVehicle(v, devices));
  return {
    email: company.email,
    inn: company.inn,
    name: company.name,
    balance: kopecksToRubles(Number(company.balance)),
    ts,
    drivers: drivers.map((d) => toCorpDriver(d, ts)),
    devices: devices.map(toCorpDevice),
  };
}

/** A row of the company's ledger as an operation of the history, with the name of the driver it paid for. */
export function toCorpOperation(row: CompanyOperationRow): TOperation & { driverName: string } {
  const operation = toOperationAnswer({
    id: row.id,
    driver_id: null,
    type: TYPE_OF_KIND[row.kind],
    status: 'done',
    amount: Math.abs(Number(row.amount)),
    sum_sale: 0,
    method: row.method,
    payer_phone: row.driver_phone || null,
    occurred_at: row.occurred_at,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    zone_number: row.zone_number,
    parking_code: row.parking_code,
    plate: row.plate,
    session_id: row.session_id,
    payment_id: row.payment_id,
    source_key: row.idempotency_key,
    company_name: null,
  });
  return { ...operation, driverName: row.driver_name };
}
