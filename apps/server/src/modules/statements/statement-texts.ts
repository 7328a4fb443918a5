import type { TLanguage } from '@city-parking/contract/site/languages';

/** The words of a company's statement and of the monthly e-mails, in the recipient's language. */
export interface StatementTexts {
  title: string;
  company: string;
  inn: string;
  contract: string;
  period: string;
  opening: string;
  closing: string;
  topUps: string;
  spent: string;
  parking: string;
  columns: { driver: string; phone: string; plate: string; sessions: string; sum: string; date: string; method: string };
  total: string;
  /** A session's entry that names no driver (made before drivers were named). */
  noDriver: string;
  noTopUps: string;
  noSessions: string;
  methods: Record<string, string>;
  page: (page: number) => string;
  /** A month as the letters name it: "октябрь 2026", "October 2026". */
  monthName: (month: string) => string;
  companyMail: (company: string, month: string) => string;
  reportMail: (month: string) => string;
  attached: (files: string) => string;
  reportOff: string;
}

/** The month's name and year; the letters add the word for "year" themselves (Russian ICU writes "2026 г."). */
const monthNamed = (locale: string) => (month: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`)).replace(/\s*г\.$/, '');

export const STATEMENT_TEXTS: Record<TLanguage, StatementTexts> = {
  ru: {
    title: 'Выписка по лицевому счёту',
    company: 'Компания',
    inn: 'ИНН',
    contract: 'Договор',
    period: 'Период',
    opening: 'Входящий остаток',
    closing: 'Исходящий остаток',
    topUps: 'Пополнения',
    spent: 'Списано за парковку',
    parking: 'Парковка по водителям и автомобилям',
    columns: { driver: 'Водитель', phone: 'Телефон', plate: 'Автомобиль', sessions: 'Сессий', sum: 'Сумма, ₽', date: 'Дата', method: 'Способ' },
    total: 'Итого',
    noDriver: 'Без водителя',
    noTopUps: 'Пополнений не было.',
    noSessions: 'Парковок не было.',
    methods: { card: 'Банковская карта', invoice: 'Счёт', balance: 'Баланс' },
    page: (page) => `Страница ${page}`,
    monthName: monthNamed('ru'),
    companyMail: (company, month) => `Выписка по лицевому счёту компании «${company}» за ${month} года.`,
    reportMail: (month) => `Отчёт об операциях по парковке за ${month} года.`,
    attached: (files) => `Файлы во вложении: ${files}.`,
    reportOff: 'Отключить ежемесячный отчёт можно в настройках профиля.',
  },
  en: {
    title: 'Account statement',
    company: 'Company',
    inn: 'INN',
    contract: 'Contract',
    period: 'Period',
    opening: 'Opening balance',
    closing: 'Closing balance',
    topUps: 'Top-ups',
    spent: 'Spent on parking',
    parking: 'Parking by driver and vehicle',
    columns: { driver: 'Driver', phone: 'Phone', plate: 'Vehicle', sessions: 'Sessions', sum: 'Sum, ₽', date: 'Date', method: 'Method' },
    total: 'Total',
    noDriver: 'No driver',
    noTopUps: 'No top-ups.',
    noSessions: 'No parking.',
    methods: { card: 'Bank card', invoice: 'Invoice', balance: 'Balance' },
    page: (page) => `Page ${page}`,
    monthName: monthNamed('en'),
    companyMail: (company, month) => `The account statement of ${company} for ${month}.`,
    reportMail: (month) => `Your parking operations for ${month}.`,
    attached: (files) => `Attached: ${files}.`,
    reportOff: 'The monthly report can be turned off in the profile settings.',
  },
};
