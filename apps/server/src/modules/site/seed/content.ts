import type { Insertable } from 'kysely';
import type { SiteTables } from '../tables.ts';

type NewsRow = Insertable<SiteTables['news']>;
type PageRow = Insertable<SiteTables['page']>;
type SmsRow = Insertable<SiteTables['sms_command']>;
type PopupRow = Insertable<SiteTables['notification_popup']>;

const CITY_NAMES: Record<string, { ru: string; en: string }> = {
  perm: { ru: 'Перми', en: 'Perm' },
  rostov: { ru: 'Ростове-на-Дону', en: 'Rostov-on-Don' },
  sevastopol: { ru: 'Севастополе', en: 'Sevastopol' },
};

export function demoNews(cityCode: string): NewsRow[] {
  const city = CITY_NAMES[cityCode] ?? { ru: 'городе', en: 'the city' };
  return [
    {
      title_ru: `Платные парковки в ${city.ru}: новые зоны`,
      title_en: `Paid parking in ${city.en}: new zones`,
      preview_ru: 'С понедельника в центре открываются новые парковочные зоны.',
      preview_en: 'New parking zones open in the centre from Monday.',
      body_ru: '<p>С понедельника в центре открываются новые парковочные зоны. Оплатить парковку можно на сайте, в приложении и по SMS.</p>',
      body_en: '<p>New parking zones open in the centre from Monday. Parking can be paid on the site, in the app and by SMS.</p>',
      published_at: new Date('2026-11-02T09:00:00Z'),
    },
  ];
}

export function demoPages(cityCode: string): PageRow[] {
  const city = CITY_NAMES[cityCode] ?? { ru: 'городе', en: 'the city' };
  return [
    {
      path: 'personal-data-rules',
      title_ru: 'Правила обработки персональных данных',
      title_en: 'Personal data rules',
      body_ru: `<p>Оператор городских парковок в ${city.ru} обрабатывает персональные данные пользователей для оказания услуг оплаты парковки.</p>`,
      body_en: `<p>The city parking operator of ${city.en} processes users' personal data to provide parking payment services.</p>`,
    },
  ];
}

export function demoSmsCommands(cityCode: string): SmsRow[] {
  if (cityCode !== 'rostov' && cityCode !== 'sevastopol') return [];
  return [
    {
      name_ru: 'Оплата парковки',
      name_en: 'Pay for parking',
      hint_ru: 'Номер зоны, номер автомобиля и число часов через звёздочку',
      hint_en: 'Zone number, plate and number of hours separated by asterisks',
      example: '101*А123ВС61*2',
      command_transcription: 'Номер зоны*Госномер*Часы',
      sort: 1,
    },
  ];
}

export function demoPopup(cityCode: string): PopupRow {
  const city = CITY_NAMES[cityCode] ?? { ru: 'городе', en: 'the city' };
  return {
    id: 1,
    title_ru: 'Добро пожаловать',
    title_en: 'Welcome',
    message_ru: `Оплачивайте парковку в ${city.ru} онлайн.`,
    message_en: `Pay for parking in ${city.en} online.`,
    updated: new Date('2026-11-01T00:00:00Z'),
  };
}
