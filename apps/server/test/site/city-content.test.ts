import { describe, expect, it } from 'vitest';
import { ZGetOptionsInfoV3Response } from '@city-parking/contract/site/get-options-info';
import { splitTranscription, ZSmsCommandsResponse } from '@city-parking/contract/site/sms-commands';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.ts';
import { testCities } from '../helpers/test-cities.ts';

const [rostov, empty] = testCities({ city: 'rostov' }, { city: 'sevastopol', demo: false });

describe('Rostov demo content', () => {
  it('offers SMS commands whose transcription splits on *', async () => {
    const response = await rostov.app.inject({ url: rostov.api('/api/sms-commands') });
    const commands = ZSmsCommandsResponse.parse(response.json()).result;
    expect(commands.length).toBeGreaterThanOrEqual(4);
    expect(commands[0]).toMatchObject({ name: 'Оплата парковки', example: '6101*А123ВС161*2' });
    expect(splitTranscription(commands[0]!.command_transcription)).toEqual(['Номер зоны', 'Госномер', 'Часы']);
  });

  it('names the parts of a command in English for English pages, keeping the letters the driver texts', async () => {
    const response = await rostov.app.inject({ url: rostov.api('/api/sms-commands'), headers: { 'accept-language': 'en' } });
    const commands = ZSmsCommandsResponse.parse(response.json()).result;
    expect(commands[0]).toMatchObject({ name: 'Pay for parking', command_transcription: 'Zone number*Plate*Hours' });
    expect(commands.map((c) => c.command_transcription)).toEqual(['Zone number*Plate*Hours', 'П*Plate*Extra hours', 'С*Plate', 'Б', 'А*Plate*Days']);
  });

  it('lets guests pay and sends SMS to its own short number', async () => {
    const { result } = ZGetOptionsInfoV3Response.parse((await rostov.app.inject({ url: rostov.api('/api/info/get-options-info-v3') })).json());
    expect(result.settings.useSessionWithoutRegister).toBe(true);
    expect(result.numberSmsSendTo).toBe('7757');
    expect(result.menuItems.mobile.map((i) => i.path)).toContain('/sms-commands');
  });

  it('seeds only empty tables, so a second run changes nothing', async () => {
    const count = async () =>
      (
        await rostov.db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedDemoData(rostov.db, rostov.city);
    expect(await count()).toBe(before);
  });
});

describe('a city without demo data', () => {
  it('answers the spec defaults and empty content', async () => {
    const options = ZGetOptionsInfoV3Response.parse((await empty.app.inject({ url: empty.api('/api/info/get-options-info-v3') })).json()).result;
    expect(options.numberSmsSendTo).toBe('7878');
    expect(options.initialZoom).toBe(16);
    expect(options.menuItems).toEqual({ header: [], footer: [], mobile: [] });
    expect(options.settings.useSessionWithoutRegister).toBe(false);
    expect(options.settings.useSmsCommands).toBe(false);

    const news = (await empty.app.inject({ url: empty.api('/api/news') })).json();
    expect(news).toEqual({ status: 'ok', result: { items: [], total: 0 } });
    const popup = (await empty.app.inject({ url: empty.api('/api/notification/popup') })).json();
    expect(popup.result).toMatchObject({ title: '', message: '' });
  });

  it('has no demo operator tool', async () => {
    const response = await empty.app.inject({ method: 'PUT', url: empty.api('/dev/site-options'), payload: { options: { isClose: true } } });
    expect(response.statusCode).toBe(404);
  });
});
