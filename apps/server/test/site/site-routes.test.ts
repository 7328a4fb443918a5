import { describe, expect, it } from 'vitest';
import { ZGetOptionsInfoV3Response, ZGetOptionsInfoResponse, ZGetSettingsResponse } from '@city-parking/contract/site/get-options-info';
import { ZGetNewsResponse, ZListNewsResponse } from '@city-parking/contract/site/news';
import { ZGetPageResponse, ZListPagesResponse } from '@city-parking/contract/site/pages';
import { ZSmsCommandsResponse } from '@city-parking/contract/site/sms-commands';
import { ZNotificationResponse } from '@city-parking/contract/site/notification';
import { errorText } from '@city-parking/contract/errors/error-texts';
import { testCities } from '../helpers/test-cities.ts';

const [perm] = testCities({ city: 'perm' });

const get = async (url: string, language = 'ru') => {
  const response = await perm.app.inject({ method: 'GET', url: perm.api(url), headers: { 'accept-language': language } });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { result?: unknown } };
};

describe('site options and settings', () => {
  it('answers the options alone, with settings (v2, v3) and the settings alone, in the contract shape', async () => {
    const v1 = await get('/api/info/get-options-info');
    expect(ZGetOptionsInfoResponse.parse(v1.body).result.contacts.phone).toBe('78002000001');
    for (const version of ['-v2', '-v3']) {
      const { body } = await get(`/api/info/get-options-info${version}`);
      const result = ZGetOptionsInfoV3Response.parse(body).result;
      expect(result.numberSmsSendTo).toBe('7878');
      expect(result.initialZoom).toBe(16);
      expect(result.isClose).toBe(false);
      expect(result.hasPrivateData).toBe(true);
      expect(result.menuItems.header.map((i) => i.path)).toContain('/news');
      expect(result.settings.useSessionWithoutRegister).toBe(false);
      // Always said, so that the web sends it as send-sms-code's isReply.
      expect(result.settings.useSmsReplay).toBe(false);
    }
    expect(ZGetSettingsResponse.parse((await get('/api/options')).body).result.intervals).toEqual({ min: 15, max: 1440, step: 15 });
  });

  it('centres the map in the middle of the city bounds', async () => {
    const { result } = ZGetOptionsInfoV3Response.parse((await get('/api/info/get-options-info-v3')).body);
    const { southWest, northEast } = perm.city.mapBounds;
    expect(result.map.mapCenter).toEqual([(southWest[0] + northEast[0]) / 2, (southWest[1] + northEast[1]) / 2]);
  });
});

describe('news', () => {
  it('pages by limit and offset, newest first, in the asked language', async () => {
    const first = ZListNewsResponse.parse((await get('/api/news?limit=10&offset=0')).body).result;
    const second = ZListNewsResponse.parse((await get('/api/news?limit=10&offset=10')).body).result;
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(4);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(14);
    const dates = first.items.map((i) => Date.parse(i.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const english = ZListNewsResponse.parse((await get('/api/news?limit=1', 'en')).body).result;
    expect(english.items[0]!.title).toBe('New parking zones in Perm');
    expect(first.items[0]!.title).toBe('Новые парковочные зоны в Перми');
  });

  it('defaults to the first page of ten', async () => {
    const { result } = ZListNewsResponse.parse((await get('/api/news')).body);
    expect(result.items).toHaveLength(10);
  });

  it('answers one item with its body', async () => {
    const { items } = ZListNewsResponse.parse((await get('/api/news?limit=1')).body).result;
    const item = ZGetNewsResponse.parse((await get(`/api/news/get-one?id=${items[0]!.id}`)).body).result;
    expect(item.title).toBe(items[0]!.title);
    expect(item.body).toContain('<p>');
  });

  it('answers NotFound for an unknown item', async () => {
    const { status, body } = await get('/api/news/get-one?id=999999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'error', errorName: 'NotFound', userMessage: 'Ничего не найдено' });
  });

  it.each([
    ['/api/news?limit=0', { limit: 'InvalidFormat' }],
    ['/api/news?limit=abc', { limit: 'InvalidFormat' }],
    ['/api/news?offset=-1', { offset: 'InvalidFormat' }],
    ['/api/news/get-one', { id: 'RequiredField' }],
    ['/api/news/get-one?id=1.5', { id: 'InvalidFormat' }],
  ])('rejects %s with ValidationError', async (url, fields) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'error', errorName: 'ValidationError', fields });
    expect(typeof body.userMessage).toBe('string');
  });
});

describe('content pages', () => {
  it('finds a page by its path, with or without the /pages/ prefix', async () => {
    for (const path of ['personal-data-rules', '/pages/personal-data-rules', '/personal-data-rules/']) {
      const { result } = ZGetPageResponse.parse((await get(`/api/pages/get-by-path?path=${encodeURIComponent(path)}`)).body);
      expect(result.path).toBe('personal-data-rules');
      expect(result.title).toBe('Правила обработки персональных данных');
    }
    const english = ZGetPageResponse.parse((await get('/api/pages/get-by-path?path=how-to-pay', 'en')).body).result;
    expect(english.title).toBe('How to pay for parking');
  });

  it('lists every page by path with its title in the asked language', async () => {
    const russian = ZListPagesResponse.parse((await get('/api/pages/list')).body).result;
    expect(russian.map((page) => page.path)).toEqual(['about', 'how-to-pay', 'offer', 'personal-data-rules']);
    expect(russian).toContainEqual({ path: 'personal-data-rules', title: 'Правила обработки персональных данных' });
    const english = ZListPagesResponse.parse((await get('/api/pages/list', 'en')).body).result;
    expect(english).toContainEqual({ path: 'how-to-pay', title: 'How to pay for parking' });
  });

  it('answers NotFound for a missing page and ValidationError for a bad path', async () => {
    expect((await get('/api/pages/get-by-path?path=nothing-here')).body).toMatchObject({ status: 'error', errorName: 'NotFound' });
    const bad = await get(`/api/pages/get-by-path?path=${encodeURIComponent('../etc/passwd')}`, 'en');
    expect(bad.body).toMatchObject({ errorName: 'ValidationError', fields: { path: 'InvalidFormat' }, userMessage: errorText('ValidationError', 'en') });
    expect((await get('/api/pages/get-by-path')).body).toMatchObject({ errorName: 'ValidationError', fields: { path: 'RequiredField' } });
  });
});

describe('SMS commands and the notification popup', () => {
  it('has no SMS commands in Perm', async () => {
    expect(ZSmsCommandsResponse.parse((await get('/api/sms-commands')).body).result).toEqual([]);
  });

  it('answers the popup in the asked language', async () => {
    const ru = ZNotificationResponse.parse((await get('/api/notification/popup')).body).result;
    const en = ZNotificationResponse.parse((await get('/api/notification/popup', 'en')).body).result;
    expect(ru.title).toBe('Зимнее содержание улиц');
    expect(en.title).toBe('Winter street cleaning');
    expect(en.updated).toBe(ru.updated);
  });

  it('takes the language from ?lang= before Accept-Language', async () => {
    const { result } = ZNotificationResponse.parse((await get('/api/notification/popup?lang=en', 'ru')).body);
    expect(result.title).toBe('Winter street cleaning');
  });
});

describe('demo operator tool', () => {
  it('closes and reopens the city and changes a setting', async () => {
    const put = (payload: unknown) => perm.app.inject({ method: 'PUT', url: perm.api('/dev/site-options'), payload: payload as object });
    expect((await put({ options: { isClose: true }, settings: { useFeedback: true } })).statusCode).toBe(200);
    let { result } = ZGetOptionsInfoV3Response.parse((await get('/api/info/get-options-info-v3')).body);
    expect(result.isClose).toBe(true);
    expect(result.settings.useFeedback).toBe(true);
    // Merging keeps what was not sent.
    expect(result.contacts.phone).toBe('78002000001');

    await put({ options: { isClose: false } });
    ({ result } = ZGetOptionsInfoV3Response.parse((await get('/api/info/get-options-info-v3')).body));
    expect(result.isClose).toBe(false);
  });

  it('rejects a wrongly typed option and changes nothing', async () => {
    const response = await perm.app.inject({ method: 'PUT', url: perm.api('/dev/site-options'), payload: { options: { isClose: 'yes' } } });
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { 'options.isClose': 'InvalidFormat' } });
    expect(ZGetOptionsInfoV3Response.parse((await get('/api/info/get-options-info-v3')).body).result.isClose).toBe(false);
  });
});
