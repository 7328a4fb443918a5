import type { Insertable } from 'kysely';
import type { SiteTables } from '../tables.ts';

type NewsRow = Insertable<SiteTables['news']>;
type PageRow = Insertable<SiteTables['page']>;
type SmsRow = Insertable<SiteTables['sms_command']>;
type PopupRow = Insertable<SiteTables['notification_popup']>;

interface CityWords {
  /** Prepositional case: «в Перми». */
  inRu: string;
  en: string;
  operatorRu: string;
  operatorEn: string;
}

const CITY_WORDS: Record<string, CityWords> = {
  perm: { inRu: 'Перми', en: 'Perm', operatorRu: 'МКУ «Пермские парковки»', operatorEn: 'Perm Parking municipal agency' },
  rostov: { inRu: 'Ростове-на-Дону', en: 'Rostov-on-Don', operatorRu: 'МКУ «Парковки Ростова»', operatorEn: 'Rostov Parking municipal agency' },
  sevastopol: { inRu: 'Севастополе', en: 'Sevastopol', operatorRu: 'ГКУ «Парковки Севастополя»', operatorEn: 'Sevastopol Parking state agency' },
};
const FALLBACK_WORDS: CityWords = { inRu: 'городе', en: 'the city', operatorRu: 'Оператор парковок', operatorEn: 'The parking operator' };
const wordsOf = (cityCode: string) => CITY_WORDS[cityCode] ?? FALLBACK_WORDS;

interface NewsText {
  ru: [title: string, preview: string, body: string];
  en: [title: string, preview: string, body: string];
}

/** Fourteen items, newest first, so that the list has a second page (NEWS_PAGE_SIZE is 10). */
function newsTexts(w: CityWords): NewsText[] {
  return [
    {
      ru: [
        `Новые парковочные зоны в ${w.inRu}`,
        'С понедельника в центре открываются новые платные зоны.',
        `<p>С понедельника в центре ${w.inRu} открываются новые платные зоны. Оплатить парковку можно на сайте, в приложении и по SMS.</p><p>Первые 15 минут бесплатны во всех зонах.</p>`,
      ],
      en: [
        `New parking zones in ${w.en}`,
        'New paid zones open in the centre from Monday.',
        `<p>New paid zones open in the centre of ${w.en} from Monday. Parking can be paid on the site, in the app and by SMS.</p><p>The first 15 minutes are free in every zone.</p>`,
      ],
    },
    {
      ru: [
        'Парковка в праздничные дни бесплатна',
        'В нерабочие праздничные дни плата за парковку не взимается.',
        '<p>В нерабочие праздничные дни плата за парковку не взимается. Абонементы продлеваются автоматически на число праздничных дней.</p>',
      ],
      en: [
        'Free parking on public holidays',
        'No parking fee is charged on public holidays.',
        '<p>No parking fee is charged on public holidays. Subscriptions are extended automatically by the number of holidays.</p>',
      ],
    },
    {
      ru: [
        'Оплата по QR-коду на паркоматах',
        'На паркоматах появились QR-коды для быстрой оплаты с телефона.',
        '<p>На всех паркоматах появились наклейки с QR-кодом. Наведите камеру телефона — откроется страница оплаты выбранной зоны.</p>',
      ],
      en: [
        'Pay by QR code at parking meters',
        'Parking meters now carry QR codes for quick payment from a phone.',
        '<p>Every parking meter now carries a QR code sticker. Point your phone camera at it to open the payment page of that zone.</p>',
      ],
    },
    {
      ru: [
        'Резидентные разрешения на 2027 год',
        'Начат приём заявлений на резидентные разрешения.',
        '<p>Жители платных зон могут подать заявление на резидентное разрешение на 2027 год в личном кабинете, в разделе «Абонементы».</p>',
      ],
      en: [
        'Resident permits for 2027',
        'Applications for resident permits are open.',
        '<p>Residents of paid zones can apply for a 2027 resident permit in their account, under Subscriptions.</p>',
      ],
    },
    {
      ru: [
        'Бесплатная парковка для электромобилей',
        'Владельцы электромобилей паркуются бесплатно после регистрации ТС.',
        '<p>Электромобили, внесённые в реестр, паркуются бесплатно. Добавьте автомобиль в профиль и загрузите СТС.</p>',
      ],
      en: [
        'Free parking for electric cars',
        'Electric car owners park free once the vehicle is registered.',
        '<p>Electric cars in the register park free of charge. Add the car to your profile and upload its registration certificate.</p>',
      ],
    },
    {
      ru: [
        'Технические работы 14 ноября',
        'С 02:00 до 04:00 оплата на сайте может быть недоступна.',
        '<p>14 ноября с 02:00 до 04:00 по московскому времени проводятся технические работы. Оплата по SMS работает без перерыва.</p>',
      ],
      en: [
        'Maintenance on 14 November',
        'Payment on the site may be unavailable from 02:00 to 04:00.',
        '<p>Maintenance takes place on 14 November from 02:00 to 04:00 Moscow time. Payment by SMS keeps working.</p>',
      ],
    },
    {
      ru: [
        'Перехватывающие парковки',
        'У станций транспорта работают бесплатные перехватывающие парковки.',
        '<p>Оставьте автомобиль на перехватывающей парковке и продолжите путь на общественном транспорте — это бесплатно при поездке в тот же день.</p>',
      ],
      en: [
        'Park and ride',
        'Free park-and-ride car parks work at transport hubs.',
        '<p>Leave your car at a park-and-ride car park and continue by public transport: it is free when you travel the same day.</p>',
      ],
    },
    {
      ru: [
        'Как обжаловать штраф',
        'Рассказываем, как подать жалобу на постановление о штрафе.',
        '<p>Если вы оплатили парковку, но получили штраф, отправьте обращение через раздел «Обратная связь» с номером постановления.</p>',
      ],
      en: [
        'How to appeal a fine',
        'How to file an appeal against a parking fine.',
        '<p>If you paid for parking but still got a fine, send an appeal from the Feedback section with the resolution number.</p>',
      ],
    },
    {
      ru: [
        'Оплата парковки для юридических лиц',
        'Корпоративный кабинет для автопарков.',
        '<p>Компании могут оплачивать парковку служебных автомобилей с единого счёта в корпоративном кабинете и получать закрывающие документы.</p>',
      ],
      en: [
        'Parking for companies',
        'A corporate cabinet for fleets.',
        '<p>Companies can pay for parking of their cars from one account in the corporate cabinet and receive accounting documents.</p>',
      ],
    },
    {
      ru: [
        'Шлагбаумные парковки: оплата по билету',
        'Оплатить стоянку на парковке со шлагбаумом можно по номеру билета.',
        '<p>Введите номер билета на сайте — сумма рассчитается автоматически, и шлагбаум откроется при выезде.</p>',
      ],
      en: [
        'Barrier car parks: pay by ticket',
        'Pay at a barrier car park by the ticket number.',
        '<p>Enter the ticket number on the site: the sum is calculated automatically and the barrier opens on exit.</p>',
      ],
    },
    {
      ru: [
        'Новые тарифы с 1 сентября',
        'Изменилась стоимость часа парковки в некоторых зонах.',
        '<p>С 1 сентября стоимость часа парковки в зонах центра составляет 60 рублей, в остальных зонах — 40 рублей.</p>',
      ],
      en: [
        'New tariffs from 1 September',
        'The hourly price changed in some zones.',
        '<p>From 1 September an hour of parking costs 60 roubles in the central zones and 40 roubles elsewhere.</p>',
      ],
    },
    {
      ru: [
        'Мобильное приложение обновлено',
        'В новой версии приложения — продление сессии в одно касание.',
        '<p>В новой версии мобильного приложения можно продлить парковку одним касанием из уведомления.</p>',
      ],
      en: [
        'The mobile app is updated',
        'The new app version extends a session with one tap.',
        '<p>The new version of the mobile app extends a parking session with one tap from a notification.</p>',
      ],
    },
    {
      ru: [
        'Оплата без регистрации',
        'Заплатить за парковку можно без создания учётной записи.',
        '<p>Выберите «Оплатить без регистрации», укажите зону, номер автомобиля и время — чек придёт на e-mail.</p>',
      ],
      en: [
        'Pay without registration',
        'You can pay for parking without an account.',
        '<p>Choose Pay without registration, enter the zone, the plate and the time: the receipt comes by e-mail.</p>',
      ],
    },
    {
      ru: [
        `Запуск платных парковок в ${w.inRu}`,
        'Городской сервис оплаты парковки начал работу.',
        `<p>${w.operatorRu} запускает сервис оплаты парковки. Зарегистрируйтесь, добавьте автомобиль и пополните баланс.</p>`,
      ],
      en: [
        `Paid parking launches in ${w.en}`,
        'The city parking payment service is open.',
        `<p>${w.operatorEn} launches the parking payment service. Register, add your car and top up your balance.</p>`,
      ],
    },
  ];
}

export function demoNews(cityCode: string): NewsRow[] {
  const newest = Date.parse('2026-11-20T09:00:00Z');
  const week = 7 * 24 * 60 * 60 * 1000;
  return newsTexts(wordsOf(cityCode)).map(({ ru, en }, index) => ({
    title_ru: ru[0],
    preview_ru: ru[1],
    body_ru: ru[2],
    title_en: en[0],
    preview_en: en[1],
    body_en: en[2],
    published_at: new Date(newest - index * week),
  }));
}

export function demoPages(cityCode: string): PageRow[] {
  const w = wordsOf(cityCode);
  return [
    {
      path: 'personal-data-rules',
      title_ru: 'Правила обработки персональных данных',
      title_en: 'Personal data rules',
      body_ru: `<p>${w.operatorRu} обрабатывает персональные данные пользователей для оказания услуг оплаты парковки в ${w.inRu}.</p><h2>Какие данные мы обрабатываем</h2><ul><li>фамилию, имя и отчество;</li><li>номер телефона и адрес электронной почты;</li><li>государственные регистрационные номера транспортных средств;</li><li>историю парковочных сессий и платежей.</li></ul><h2>Цели обработки</h2><p>Данные используются для учёта оплаты парковки, отправки чеков и ответов на обращения. Данные не передаются третьим лицам, кроме случаев, предусмотренных законом.</p><h2>Отзыв согласия</h2><p>Согласие можно отозвать, удалив учётную запись в профиле или направив обращение оператору.</p>`,
      body_en: `<p>${w.operatorEn} processes users' personal data to provide parking payment services in ${w.en}.</p><h2>What data we process</h2><ul><li>last, first and middle name;</li><li>phone number and e-mail address;</li><li>vehicle registration plates;</li><li>the history of parking sessions and payments.</li></ul><h2>Purposes</h2><p>The data is used to account for parking payments, send receipts and answer appeals. It is not passed to third parties except where the law requires.</p><h2>Withdrawing consent</h2><p>Consent can be withdrawn by deleting the account in the profile or by writing to the operator.</p>`,
    },
    {
      path: 'how-to-pay',
      title_ru: 'Как оплатить парковку',
      title_en: 'How to pay for parking',
      body_ru:
        '<ol><li>Найдите номер зоны на знаке или на карте.</li><li>Выберите автомобиль и время стоянки.</li><li>Оплатите с баланса, картой или через СБП.</li></ol><p>Первые 15 минут парковки бесплатны. Продлить или остановить сессию можно в профиле.</p>',
      body_en:
        '<ol><li>Find the zone number on the sign or on the map.</li><li>Choose the car and how long you will park.</li><li>Pay from your balance, by card or by fast payment.</li></ol><p>The first 15 minutes are free. A session can be extended or stopped in the profile.</p>',
    },
    {
      path: 'offer',
      title_ru: 'Публичная оферта',
      title_en: 'Public offer',
      body_ru: `<p>Настоящая оферта определяет условия использования сервиса оплаты парковки в ${w.inRu}. Оплачивая парковку, пользователь принимает условия оферты.</p><p>Денежные средства на балансе не являются вкладом и могут быть использованы только для оплаты услуг парковки.</p>`,
      body_en: `<p>This offer sets the terms of use of the parking payment service in ${w.en}. By paying for parking the user accepts the terms.</p><p>Money on the balance is not a deposit and can only be spent on parking.</p>`,
    },
    {
      path: 'about',
      title_ru: 'О сервисе',
      title_en: 'About the service',
      body_ru: `<p>Сервис «Городские парковки» помогает водителям ${w.inRu} оплачивать парковку на улицах города без паркоматов и наличных.</p>`,
      body_en: `<p>City Parking helps drivers in ${w.en} pay for street parking without meters or cash.</p>`,
    },
  ];
}

const SMS_PLATE: Record<string, string> = { rostov: 'А123ВС161', sevastopol: 'А123ВС92' };

/** Rostov and Sevastopol take payments by SMS; Perm does not. */
export function demoSmsCommands(cityCode: string): SmsRow[] {
  const plate = SMS_PLATE[cityCode];
  if (!plate) return [];
  const zone = cityCode === 'rostov' ? '6101' : '9201';
  return [
    {
      name_ru: 'Оплата парковки',
      name_en: 'Pay for parking',
      hint_ru: 'Номер зоны, госномер и число часов через звёздочку',
      hint_en: 'Zone number, plate and number of hours separated by asterisks',
      example: `${zone}*${plate}*2`,
      command_transcription_ru: 'Номер зоны*Госномер*Часы',
      command_transcription_en: 'Zone number*Plate*Hours',
      sort: 1,
    },
    {
      name_ru: 'Продление парковки',
      name_en: 'Extend parking',
      hint_ru: 'Буква П, госномер и число дополнительных часов',
      hint_en: 'The letter П, the plate and the extra hours',
      example: `П*${plate}*1`,
      command_transcription_ru: 'П*Госномер*Доп. часы',
      command_transcription_en: 'П*Plate*Extra hours',
      sort: 2,
    },
    {
      name_ru: 'Досрочное завершение',
      name_en: 'Stop parking early',
      hint_ru: 'Буква С и госномер; неиспользованное время вернётся на баланс',
      hint_en: 'The letter С and the plate; unused time returns to the balance',
      example: `С*${plate}`,
      command_transcription_ru: 'С*Госномер',
      command_transcription_en: 'С*Plate',
      sort: 3,
    },
    {
      name_ru: 'Баланс',
      name_en: 'Balance',
      hint_ru: 'Ответным сообщением придёт остаток на счёте',
      hint_en: 'The reply shows the money left on the account',
      example: 'Б',
      command_transcription_ru: 'Б',
      command_transcription_en: 'Б',
      sort: 4,
    },
    {
      name_ru: 'Абонемент',
      name_en: 'Subscription',
      hint_ru: 'Буква А, госномер и срок в днях: 30 или 90',
      hint_en: 'The letter А, the plate and the term in days: 30 or 90',
      example: `А*${plate}*30`,
      command_transcription_ru: 'А*Госномер*Дни',
      command_transcription_en: 'А*Plate*Days',
      sort: 5,
    },
  ];
}

export function demoPopup(cityCode: string): PopupRow {
  const w = wordsOf(cityCode);
  return {
    id: 1,
    title_ru: 'Зимнее содержание улиц',
    title_en: 'Winter street cleaning',
    message_ru: `В ${w.inRu} идёт уборка снега. Проверяйте знаки временного запрета стоянки — эвакуация в зонах уборки проводится без предупреждения.`,
    message_en: `Snow clearing is under way in ${w.en}. Watch for temporary no-parking signs: cars in clearing zones are towed without notice.`,
    updated: new Date('2026-11-15T00:00:00Z'),
  };
}
