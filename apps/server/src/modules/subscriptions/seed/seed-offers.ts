import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import type { SubscriptionTables } from '../tables.ts';

type OfferRow = Insertable<SubscriptionTables['subscription_offer']>;

/** Passes (100 % off) of every type over the whole city, and two discount cards: one citywide, one for the first zones only. */
function demoOffers(firstZones: string[]): OfferRow[] {
  const all = null;
  const zones = firstZones.length > 0 ? JSON.stringify(firstZones) : all;
  const zonesRu = firstZones.join(', ');
  return [
    {
      code: 'AB-PREV-DAY',
      type: 'prev_day',
      label_ru: 'Вчерашний день',
      label_en: 'Yesterday',
      description_ru: 'Парковка во всех зонах за весь вчерашний день, если вы не успели её оплатить.',
      description_en: 'Parking in every zone for the whole of yesterday, if you did not pay for it in time.',
      price: 30_000,
      zones: all,
      discount_percent: 100,
      sort: 10,
    },
    {
      code: 'AB-DAY',
      type: 'day',
      label_ru: 'Абонемент на сутки',
      label_en: 'Day pass',
      description_ru: 'Парковка во всех зонах с 00:00 до 24:00 выбранного дня.',
      description_en: 'Parking in every zone from 00:00 to 24:00 on the chosen day.',
      price: 40_000,
      zones: all,
      discount_percent: 100,
      sort: 20,
    },
    {
      code: 'AB-WEEK',
      type: 'week',
      label_ru: 'Абонемент на неделю',
      label_en: 'Week pass',
      description_ru: 'Парковка во всех зонах 7 дней с выбранной даты.',
      description_en: 'Parking in every zone for 7 days from the chosen date.',
      price: 200_000,
      zones: all,
      discount_percent: 100,
      sort: 30,
    },
    {
      code: 'AB-MONTH',
      type: 'month',
      label_ru: 'Абонемент на месяц',
      label_en: 'Month pass',
      description_ru: 'Парковка во всех зонах один календарный месяц с выбранной даты.',
      description_en: 'Parking in every zone for one calendar month from the chosen date.',
      price: 600_000,
      zones: all,
      discount_percent: 100,
      sort: 40,
    },
    {
      code: 'AB-QUARTER',
      type: 'quarter',
      label_ru: 'Абонемент на квартал',
      label_en: 'Quarter pass',
      description_ru: 'Парковка во всех зонах три месяца с выбранной даты.',
      description_en: 'Parking in every zone for three months from the chosen date.',
      price: 1_500_000,
      zones: all,
      discount_percent: 100,
      sort: 50,
    },
    {
      code: 'AB-YEAR',
      type: 'year',
      label_ru: 'Абонемент на год',
      label_en: 'Year pass',
      description_ru: 'Парковка во всех зонах двенадцать месяцев с выбранной даты.',
      description_en: 'Parking in every zone for twelve months from the chosen date.',
      price: 5_000_000,
      zones: all,
      discount_percent: 100,
      sort: 60,
    },
    {
      code: 'CARD-50-MONTH',
      type: 'month',
      label_ru: 'Скидочная карта 50 % на месяц',
      label_en: '50 % discount card for a month',
      description_ru: 'Половина цены парковки во всех зонах один месяц с выбранной даты.',
      description_en: 'Half the price of parking in every zone for one month from the chosen date.',
      price: 150_000,
      zones: all,
      discount_percent: 50,
      sort: 70,
    },
    {
      code: 'CARD-RESIDENT-YEAR',
      type: 'year',
      label_ru: 'Карта жителя 30 % на год',
      label_en: "Resident's 30 % card for a year",
      description_ru: `Скидка 30 % в зонах ${zonesRu} двенадцать месяцев с выбранной даты.`,
      description_en: `30 % off in zones ${zonesRu} for twelve months from the chosen date.`,
      price: 300_000,
      zones,
      discount_percent: 30,
      sort: 80,
    },
  ];
}

/** The city's subscription offers, named after its first three zones; one insert, since tests create demo cities often. */
export async function seedSubscriptionOffers(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'subscription_offer'))) return;
  const first = await db.selectFrom('zone').select('zone_number').orderBy('id').limit(3).execute();
  await db
    .insertInto('subscription_offer')
    .values(demoOffers(first.map((z) => z.zone_number)))
    .execute();
}
