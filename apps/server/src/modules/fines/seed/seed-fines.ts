import type { Kysely } from 'kysely';
import { withUinCheckDigit } from '@city-parking/contract/fines/uin';
import type { TCity } from '@city-parking/contract/city/city';
import type { TFineStatus } from '@city-parking/contract/fines/fine-status';
import type { Database } from '../../../db/schema.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { fineImportService } from '../import-service.ts';
import { finePhotoSvg } from './fine-photo-svg.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

interface DemoFine {
  status: TFineStatus;
  daysAgo: number;
  paid?: boolean;
  /** A paid session of the plate covers this one's moment: it was cancelled on appeal. */
  covered?: boolean;
}

/** Parking fines of the city parking administrator in every status a driver meets, over the last months. */
const PARKING_FINES: readonly DemoFine[] = [
  { status: 'new', daysAgo: 3 },
  { status: 'cancelled', daysAgo: 9, covered: true },
  { status: 'sent', daysAgo: 20 },
  { status: 'paid', daysAgo: 45, paid: true },
  { status: 'bailiff', daysAgo: 100 },
];

/**
 * The demo drivers' fines, written through the import as the operator's desk writes them (so the
 * UINs and photos pass the same checks): five parking fines (0355…) of the first vehicle with an
 * STS, carrying its plate and STS, and one traffic police fine (188…) found by the driving licence. One parking fine falls inside a paid
 * session seeded with it, which the demo history does not hold as a session. Seeded while the
 * register is empty.
 */
export async function seedFines(db: Kysely<Database>, city: TCity, emails: readonly string[], now = new Date()): Promise<void> {
  if (!(await isEmpty(db, 'fine'))) return;
  const zone = await db.selectFrom('zone').select(['id', 'zone_number', 'code', 'name_ru']).orderBy('id').executeTakeFirst();
  if (!zone) return;
  const rows: Record<string, string>[] = [];
  const photos = new Map<string, Uint8Array>();
  for (const email of emails) {
    const driver = await db.selectFrom('driver').select('id').where('email', '=', email).executeTakeFirst();
    if (!driver) continue;
    const vehicles = await db.selectFrom('vehicle').select(['plate', 'sts_number']).where('driver_id', '=', driver.id).orderBy('id').execute();
    // Fines are found by plate and STS together: the parking fines go to the first vehicle that has one.
    const car = vehicles.find((v) => v.sts_number !== '');
    if (!car) continue;
    const place = `Зона ${zone.zone_number}, ${zone.name_ru}`;
    const uin = (n: number) => withUinCheckDigit(`0355${String(driver.id).padStart(5, '0')}${String(n).padStart(10, '0')}`);
    for (const [n, fine] of PARKING_FINES.entries()) {
      // A whole minute, as a camera's record reads.
      const at = new Date(Math.floor((now.getTime() - fine.daysAgo * DAY_MS) / MINUTE_MS) * MINUTE_MS);
      const photo = `fine-${driver.id}-${n}.svg`;
      photos.set(photo, finePhotoSvg({ plate: car.plate, at, place, timeZone: city.timeZone }));
      rows.push({
        uin: uin(n + 1),
        status: fine.status,
        article: 'ст. 8.14 Закона края об административных правонарушениях',
        place,
        zone: zone.zone_number,
        offenseDate: at.toISOString(),
        rulingDate: new Date(at.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
        date: new Date(at.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
        orderNumber: `${zone.zone_number}-${driver.id}-${n + 1}`,
        totalSum: '150000',
        paidSum: fine.paid ? '150000' : '0',
        sts: car.sts_number,
        grz: car.plate,
        start: new Date(at.getTime() - 20 * MINUTE_MS).toISOString(),
        end: at.toISOString(),
        type: 'Неоплата парковки',
        provider: 'Администратор городских парковок',
        photo,
      });
      if (fine.covered) {
        await db
          .insertInto('parking_session')
          .values({
            driver_id: driver.id,
            zone_id: zone.id,
            zone_number: zone.zone_number,
            parking_code: zone.code,
            plate: car.plate,
            plate_format: 'rus',
            category: 'B',
            kind: 'payment',
            start_at: new Date(at.getTime() - 30 * MINUTE_MS),
            end_at: new Date(at.getTime() + 60 * MINUTE_MS),
            status: 'done',
            paid: 9000,
            request_key: null,
            created_at: new Date(at.getTime() - 30 * MINUTE_MS),
          })
          .execute();
      }
    }
    const licence = await db.selectFrom('driver_document').select('number').where('driver_id', '=', driver.id).where('type', '=', 'VU').executeTakeFirst();
    if (licence) {
      const at = new Date(Math.floor((now.getTime() - 60 * DAY_MS) / MINUTE_MS) * MINUTE_MS);
      const plate = vehicles[1]?.plate ?? car.plate;
      const photo = `fine-${driver.id}-police.svg`;
      photos.set(photo, finePhotoSvg({ plate, at, place: 'Комсомольский проспект, 68', timeZone: city.timeZone }));
      rows.push({
        uin: withUinCheckDigit(`188101${String(driver.id).padStart(5, '0')}00000001`),
        status: 'signed',
        article: 'ч. 2 ст. 12.9 КоАП РФ',
        place: 'Комсомольский проспект, 68',
        offenseDate: at.toISOString(),
        rulingDate: new Date(at.getTime() + 3 * DAY_MS).toISOString().slice(0, 10),
        date: new Date(at.getTime() + 3 * DAY_MS).toISOString().slice(0, 10),
        orderNumber: `18810159${String(driver.id).padStart(6, '0')}`,
        totalSum: '50000',
        licence: licence.number,
        grz: plate,
        type: 'Превышение скорости на 20–40 км/ч',
        provider: 'ГИБДД',
        photo,
      });
    }
  }
  const report = await fineImportService({ db, now: () => now }).importFines(rows, photos);
  if (report.refused.length > 0) throw new Error(`demo fines refused: ${JSON.stringify(report.refused)}`);
}
