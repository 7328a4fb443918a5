import { describe, expect, it } from 'vitest';
import type { TCorpDriver, TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { driverOf, dropDriver, isLimitText, limitOf, prependDriver, replaceDriver } from './driver-list.ts';
import { driverIssues } from './driver-form.ts';
import { imeiIssue, plateIssue, plateOf, vinIssue } from './fleet-form.ts';

const driver = (id: number, phone: string): TCorpDriver => ({
  id,
  name: `Driver ${id}`,
  surname: 'Driver',
  firstName: String(id),
  patronymic: '',
  phone,
  ts: '',
  device: '',
  active: true,
  monthlyLimit: null,
});
const profile = (drivers: TCorpDriver[]): TCorpProfile => ({ email: '', inn: '5904123453', name: 'Fleet', balance: 0, ts: [], drivers, devices: [] });

describe('the drivers list', () => {
  it('splits the name on spaces and keeps the phone as digits', () => {
    expect(driverOf(7, { fio: '  Петров  Пётр Петрович оглы ', phone: '+7 (912) 000-11-22', carNumber: 'а 123 вс 59' })).toEqual({
      id: 7,
      name: 'Петров Пётр Петрович оглы',
      surname: 'Петров',
      firstName: 'Пётр',
      patronymic: 'Петрович оглы',
      phone: '79120001122',
      ts: 'А123ВС59',
      device: '',
      active: true,
      monthlyLimit: null,
    });
  });

  it('puts a driver added at the front and keeps an edited one in its place with its flag and cap', () => {
    const start = profile([driver(1, '79120000001'), driver(2, '79120000002')]);
    expect(prependDriver(start, driver(3, '79120000003'))!.drivers.map((d) => d.id)).toEqual([3, 1, 2]);
    const capped = replaceDriver(start, '79120000002', (old) => ({ ...old, active: false, monthlyLimit: 1500.5 }));
    const edited = replaceDriver(capped, '79120000002', (old) => driverOf(old.id, { fio: 'Иванов Иван', phone: '89120000009', carNumber: '' }, old));
    expect(edited!.drivers[1]).toMatchObject({ id: 2, phone: '79120000009', surname: 'Иванов', active: false, monthlyLimit: 1500.5 });
    expect(edited!.drivers[0]).toBe(start.drivers[0]);
  });

  it('removes a driver by phone, and leaves an absent cache alone', () => {
    expect(dropDriver(profile([driver(1, '79120000001'), driver(2, '79120000002')]), '79120000001')!.drivers.map((d) => d.id)).toEqual([2]);
    expect(dropDriver(undefined, '79120000001')).toBeUndefined();
  });

  it('reads the monthly cap as roubles, empty for none', () => {
    expect(['', '1500', '1500,5', '0.01', '1000000'].map(isLimitText)).toEqual([true, true, true, true, true]);
    expect(['0', '-1', '1000000.01', '1,234', '12.345', 'abc'].map(isLimitText)).toEqual([false, false, false, false, false, false]);
    expect([limitOf(''), limitOf('1500,5'), limitOf(' 20 ')]).toEqual([null, 1500.5, 20]);
  });

  it('asks for a name and a phone of 10 or 11 digits', () => {
    expect(driverIssues({ fio: ' ', phone: '', carNumber: '' })).toEqual({ fio: 'required', phone: 'required' });
    expect(driverIssues({ fio: 'Иванов', phone: '12345', carNumber: '' })).toEqual({ phone: 'phone' });
    expect(driverIssues({ fio: 'Иванов', phone: '8 (912) 000-11-22', carNumber: '' })).toEqual({});
  });

  it("takes a driver's plate by the vehicle rules: Latin look-alikes in Cyrillic, a Russian template", () => {
    expect(driverOf(8, { fio: 'Иванов', phone: '79120000055', carNumber: 'm555mm159' }).ts).toBe('М555ММ159');
    expect(driverIssues({ fio: 'Иванов', phone: '79120000055', carNumber: 'x777xx' })).toEqual({ carNumber: 'plate' });
  });
});

describe('the fleet forms', () => {
  it('takes plates ignoring spaces and case, VINs of up to 17 letters and digits, IMEIs of 15 digits', () => {
    expect(plateOf(' а 123 вс ')).toBe('А123ВС');
    expect(plateOf('a101aa159')).toBe('А101АА159');
    expect([plateIssue(''), plateIssue('a101aa159'), plateIssue('x777xx'), plateIssue('А101АА1599')]).toEqual([null, null, 'plate', 'plate']);
    expect([vinIssue(''), vinIssue('xta21099012345678'), vinIssue('XTA-1')]).toEqual([null, null, 'vin']);
    expect([imeiIssue(''), imeiIssue('35-209900-176148-1'), imeiIssue('12345')]).toEqual([null, null, 'imei']);
  });
});
