import { beforeAll, describe, expect, it } from 'vitest';
import type { TDocument, TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});
let token: string;
beforeAll(async () => {
  token = (await apiClient(city).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});

const profile = async () =>
  (await apiClient(city).get<{ result: { ts: TVehicle[]; documents: TDocument[] } }>('/api/profile/get-profile-v6', { token })).result;

describe('vehicles', () => {
  it('adds a Russian car written with Latin look-alikes; the first vehicle is primary', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/car', { token, grz: 'a 777 ex 77', category: 'B', sts: '77 ab 123456', name: 'Рабочая' })).toEqual({ status: 'ok' });
    const [car] = (await profile()).ts;
    expect(car).toMatchObject({
      number: 'А777ЕХ',
      region: '77',
      numberTs: 'А777ЕХ77',
      country: 'rus',
      formatGrz: 'rus',
      mainTs: true,
      category: 'B',
      STSNumber: '77АВ123456',
      name: 'Рабочая',
    });
  });

  it('refuses a duplicate plate, a category mismatch, a bad plate and a duplicate STS, changing nothing', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/car', { token, grz: 'А777ЕХ77', category: 'B' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { grz: 'duplicate' },
    });
    expect(await api.post('/api/profile/car', { token, grz: '4321ВА77', category: 'B' })).toMatchObject({ fields: { category: 'categoryMismatch' } });
    expect(await api.post('/api/profile/car', { token, grz: 'В123ВВ77', category: 'A' })).toMatchObject({ fields: { category: 'categoryMismatch' } });
    expect(await api.post('/api/profile/car', { token, grz: 'Ж123ВВ77', category: 'B' })).toMatchObject({ fields: { grz: 'format' } });
    // A mistyped Latin plate sent as Russian is refused, never kept as a foreign one.
    expect(await api.post('/api/profile/car', { token, grz: 'x777xx', format: 'rus', category: 'B' })).toMatchObject({ fields: { grz: 'format' } });
    expect(await api.post('/api/profile/car', { token, grz: 'А123ВВ7777777', category: 'B' })).toMatchObject({ fields: { grz: 'tooLong' } });
    expect(await api.post('/api/profile/car', { token, grz: '', category: 'B' })).toMatchObject({ fields: { grz: 'required' } });
    expect(await api.post('/api/profile/car', { token, grz: 'В123ВВ77', category: '' })).toMatchObject({ fields: { category: 'categoryRequired' } });
    expect(await api.post('/api/profile/car', { token, grz: 'В123ВВ77', category: 'B', sts: '77АВ123456' })).toMatchObject({ fields: { sts: 'duplicate' } });
    expect(await api.post('/api/profile/car', { token, grz: 'В123ВВ77', category: 'B', sts: '12' })).toMatchObject({ fields: { sts: 'format' } });
    expect((await profile()).ts).toHaveLength(1);
  });

  it('adds a motorcycle and a foreign car, makes another vehicle primary, edits and deletes', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/car', { token, grz: '4321ВА77', category: 'A' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/profile/car', { token, grz: 'ab 1234 cd', format: 'foreign', category: 'B', mainTs: 'true' })).toEqual({ status: 'ok' });
    let ts = (await profile()).ts;
    expect(ts.map((v) => [v.numberTs, v.mainTs])).toEqual([
      ['AB1234CD', true],
      ['А777ЕХ77', false],
      ['4321ВА77', false],
    ]);
    expect(ts[0]).toMatchObject({ country: 'other', formatGrz: 'foreign', region: '' });

    expect(await api.put('/api/profile/car', { token, oldgrz: 'А777ЕХ77', newgrz: 'А777ЕХ777', category: 'B', mainTs: 'true', name: 'Новая' })).toEqual({
      status: 'ok',
    });
    // Editing keeps its own plate out of the duplicate rule.
    expect(await api.put('/api/profile/car', { token, oldgrz: '4321ВА77', newgrz: '4321ВА77', category: 'A', name: 'Мото' })).toEqual({ status: 'ok' });
    expect(await api.put('/api/profile/car', { token, oldgrz: '4321ВА77', newgrz: 'А777ЕХ777', category: 'B' })).toMatchObject({
      fields: { grz: 'duplicate' },
    });
    ts = (await profile()).ts;
    expect(ts.filter((v) => v.mainTs).map((v) => v.numberTs)).toEqual(['А777ЕХ777']);

    expect(await api.delete('/api/profile/car', { token, grz: 'А777ЕХ777' })).toEqual({ status: 'ok' });
    expect(await api.delete('/api/profile/car', { token, grz: 'А777ЕХ777' })).toMatchObject({ errorName: 'NotFound' });
    ts = (await profile()).ts;
    expect(ts).toHaveLength(2);
    expect(ts.filter((v) => v.mainTs)).toHaveLength(1);
  });

  it('replaces the whole list with change-cars, checking the list against itself', async () => {
    const api = apiClient(city);
    const duplicate = JSON.stringify([
      { grz: 'Е001КХ59', category: 'B' },
      { grz: 'e001kx59', category: 'B' },
    ]);
    expect(await api.put('/api/profile/change-cars-v2', { token, car: duplicate })).toMatchObject({ fields: { grz: 'duplicate' } });
    expect((await profile()).ts).toHaveLength(2);
    const list = JSON.stringify([
      { grz: 'Е001КХ59', category: 'B' },
      { grz: 'М002ММ159', category: 'C', mainTs: true },
    ]);
    expect(await api.put('/api/profile/change-cars', { token, car: list })).toEqual({ status: 'ok' });
    expect((await profile()).ts.map((v) => [v.numberTs, v.mainTs])).toEqual([
      ['М002ММ159', true],
      ['Е001КХ59', false],
    ]);
    expect(await api.put('/api/profile/change-cars', { token, car: 'not json' })).toMatchObject({ errorName: 'ValidationError' });
  });
});

describe('documents', () => {
  it('adds, edits and deletes documents by their rules', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/document', { token, type: 'VU', number: '99 12 345678' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/profile/document', { token, type: 'VU', number: '9912345678' })).toMatchObject({ fields: { number: 'duplicate' } });
    expect(await api.post('/api/profile/document', { token, type: 'STS', number: '12' })).toMatchObject({ fields: { number: 'format' } });
    expect(await api.post('/api/profile/document', { token, type: 'XX', number: '9912345678' })).toMatchObject({ fields: { type: 'typeRequired' } });
    expect(await api.post('/api/profile/document', { token, type: 'STS', number: '59 ав 654321' })).toEqual({ status: 'ok' });
    let documents = (await profile()).documents;
    expect(documents.map((d) => [d.type, d.title, d.typeLabel])).toEqual([
      ['VU', '99 12 345678', 'ВУ'],
      ['STS', '59 АВ 654321', 'СТС'],
    ]);
    expect(await api.put('/api/profile/document', { token, id: documents[1]!.id, type: 'STS', number: '59АВ111111' })).toEqual({ status: 'ok' });
    expect(await api.delete('/api/profile/document', { token, id: documents[0]!.id })).toEqual({ status: 'ok' });
    documents = (await profile()).documents;
    expect(documents.map((d) => d.title)).toEqual(['59 АВ 111111']);
    expect(await api.delete('/api/profile/document', { token: 'unknown', id: documents[0]!.id })).toMatchObject({ errorName: 'TokenNotFound' });
  });
});

describe('demo data', () => {
  it('gives the first demo driver a car, a motorcycle, a foreign car and a licence', async () => {
    const api = apiClient(city);
    const demo = (await api.post<{ id_session: string }>('/api/auth/login', { login: 'demo@parking.test', password: 'demo2026' })).id_session;
    const result = (await api.get<{ result: { ts: TVehicle[]; documents: TDocument[] } }>('/api/profile/get-profile', { token: demo })).result;
    expect(result.ts.map((v) => v.numberTs)).toEqual(['А123ВС159', '1234АМ59', 'KA1234AB']);
    expect(result.documents).toHaveLength(1);
  });
});
