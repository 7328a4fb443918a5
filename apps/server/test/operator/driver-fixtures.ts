import { demoOperator, demoStaff } from '../../src/modules/operator/seed/seed-operators.ts';
import type { TestCity } from '../helpers/create-test-city.ts';
import { deskCall, operatorLogin } from './desk-calls.ts';

/** A desk token of the demo staff member of `role` ('operator' for the demo operator, who holds every role). */
export async function deskToken(city: TestCity, role: 'operator' | 'support' | 'finance' | 'content' | 'fines' | 'tariffs' | 'admin') {
  const member = role === 'operator' ? demoOperator('perm') : demoStaff('perm', role);
  return (await operatorLogin(city, { email: member.email, password: demoOperator('perm').password })).token!;
}

export interface Hit {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  plates: string[];
  matched: string[];
}

export const searchDrivers = async (city: TestCity, token: string, fields: Record<string, string>) =>
  (await deskCall(city, token, 'GET', 'drivers', fields)) as unknown as {
    status: string;
    errorName?: string;
    items: Hit[];
    next: string | null;
    fields?: Record<string, string>;
  };

export const demoDriverId = async (city: TestCity) =>
  Number((await city.db.selectFrom('driver').select('id').where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow()).id);

/** A vehicle of `driverId`, stored as the vehicle list stores it (normalised). */
export const addVehicle = (city: TestCity, driverId: number, plate: string, sts = '') =>
  city.db
    .insertInto('vehicle')
    .values({
      driver_id: driverId,
      plate,
      number: plate.slice(0, 6),
      region: plate.slice(6),
      format: 'rus',
      category: 'B',
      sts_number: sts,
      name: '',
      is_main: false,
      created_at: city.now(),
    })
    .execute();
