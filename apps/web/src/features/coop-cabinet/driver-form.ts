import { normaliseCorpPhone } from '@city-parking/contract/corporate/corp-fields';
import type { DriverInput } from './api/corp-driver-calls.ts';
import { plateIssue } from './fleet-form.ts';

/** The driver form's field issues (keys of the coop texts), none when it may be sent. */
export function driverIssues({ fio, phone, carNumber }: DriverInput): Partial<Record<keyof DriverInput, 'required' | 'phone' | 'plate'>> {
  return {
    ...(fio.trim() ? {} : { fio: 'required' as const }),
    ...(phone.trim() === '' ? { phone: 'required' as const } : normaliseCorpPhone(phone) ? {} : { phone: 'phone' as const }),
    ...(plateIssue(carNumber) ? { carNumber: 'plate' as const } : {}),
  };
}
