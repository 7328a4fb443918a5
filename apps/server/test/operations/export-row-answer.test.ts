import { describe, expect, it } from 'vitest';
import { toExportRow } from '../../src/modules/operations/export/export-row-answer.ts';
import { EXPORT_TEXTS } from '../../src/modules/operations/export/export-texts.ts';
import type { OperationRow } from '../../src/modules/operations/tables.ts';

const PERM = 'Asia/Yekaterinburg';

/** A pass bought in the given zone, as the history keeps it. */
const pass = (zone: string): OperationRow => ({
  id: 1,
  driver_id: 1,
  type: 'paymentSubscription',
  status: 'done',
  amount: 150_000,
  sum_sale: 0,
  method: 'balance',
  payer_phone: null,
  occurred_at: new Date('2026-11-23T07:00:00Z'),
  starts_at: new Date('2026-11-23T07:00:00Z'),
  ends_at: new Date('2026-12-23T07:00:00Z'),
  zone_number: zone,
  parking_code: null,
  plate: '1234АМ59',
  session_id: null,
  payment_id: null,
  company_name: null,
  source_key: `subscription:${zone}`,
});

describe('an exported history line names the zone of a pass', () => {
  it.each([
    ['ru', 'Все зоны, 1234АМ59, 23.11.2026 12:00–23.12.2026 12:00', 'зона 101, 1234АМ59, 23.11.2026 12:00–23.12.2026 12:00'],
    ['en', 'All zones, 1234АМ59, 23.11.2026 12:00–23.12.2026 12:00', 'zone 101, 1234АМ59, 23.11.2026 12:00–23.12.2026 12:00'],
  ] as const)('in %s: `#` is every zone, a number is that zone', (language, everyZone, oneZone) => {
    expect(toExportRow(pass('#'), PERM, EXPORT_TEXTS[language]).description).toBe(everyZone);
    expect(toExportRow(pass('101'), PERM, EXPORT_TEXTS[language]).description).toBe(oneZone);
  });
});
