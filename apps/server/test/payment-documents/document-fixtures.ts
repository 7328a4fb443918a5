import type { TestCity } from '../helpers/create-test-city.ts';
import { api, type TestDriver } from '../sessions/session-fixtures.ts';

export const PERSON = {
  type: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  typeDoc: 1,
  seriesDoc: '5704',
  numberDoc: '123456',
  DateDoc: '2015-06-30',
  issuer: 'Отделом УФМС России по Пермскому краю',
  address: 'г. Пермь, ул. Ленина, д. 1, кв. 2',
};

export const COMPANY = {
  type: 2,
  name: 'ПАО Сбербанк',
  ogrn: '1027700132195',
  inn: '7707083893',
  kpp: '773601001',
  address: '117312, г. Москва, ул. Вавилова, д. 19',
};

export interface ReceiptAnswer {
  date: string;
  receiptnumber: string;
  sum: number;
  status: string;
  receiptname: string;
  type: string;
  UIN: string;
  kind: string;
  payUntil: string;
}

/** POST /api/creatrefill with the token in the query, as the spec has it; the payer as JSON text in the form. */
export function createRefill(city: TestCity, driver: TestDriver, sum: string, payer: object = PERSON, language = 'ru') {
  return api(city, language).post<{ result: ReceiptAnswer }>(`/api/creatrefill?token=${driver.token}`, { sum, payer: JSON.stringify(payer) });
}

export function createSubscription(city: TestCity, driver: TestDriver, codeSubscription: string, grz: string, timestart: string, payer: object = PERSON) {
  return api(city).post<{ result: ReceiptAnswer }>(`/api/creatsubscription?token=${driver.token}`, {
    codeSubscription,
    grz,
    timestart,
    payer: JSON.stringify(payer),
  });
}

/** The demo bank pays `sum` roubles against `uin`. */
export const bankPay = (city: TestCity, uin: string, sum: string) =>
  api(city).post<{ result: { outcome: string; receiptnumber: string } }>('/dev/bank/pay', { uin, sum });

/** GET /api/receipt as the browser asks for it. */
export function receiptPdf(city: TestCity, driver: TestDriver, receiptnumber: string, language = 'ru') {
  return city.app.inject({
    method: 'GET',
    url: city.api(`/api/receipt?token=${driver.token}&receiptnumber=${receiptnumber}`),
    headers: { 'accept-language': language },
  });
}

export const documentOf = (city: TestCity, number: string) =>
  city.db.selectFrom('payment_document').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
