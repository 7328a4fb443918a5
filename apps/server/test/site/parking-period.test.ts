import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { readCities } from '../../src/open-cities.ts';
import type { SiteRepo } from '../../src/modules/site/site-repo.ts';
import { siteService } from '../../src/modules/site/site-service.ts';

const perm = (await readCities(path.resolve(import.meta.dirname, '../../../../config/cities.json'))).find((city) => city.city === 'perm')!;
const withPeriod = (parkingPeriod: number) => ({ ...perm, profile: { parking: { ...perm.profile.parking, parkingPeriod } } });
/** A repo whose stored settings are `stored`: only getSetting is asked for here. */
const repoWith = (stored: unknown) => ({ getSetting: async () => stored }) as unknown as SiteRepo;

describe("the city's parking period", () => {
  it('is the shortest stay and the step where the settings give no durations', async () => {
    const settings = await siteService(repoWith({ useReceipts: true }), withPeriod(20)).getSettings();
    expect(settings.intervals).toEqual({ min: 20, max: 1440, step: 20 });
    expect((await siteService(repoWith(undefined), perm).getSettings()).intervals).toEqual({ min: 15, max: 1440, step: 15 });
  });

  it('gives way to the durations the settings give', async () => {
    const intervals = { min: 30, max: 600, step: 30 };
    expect((await siteService(repoWith({ intervals }), withPeriod(20)).getSettings()).intervals).toEqual(intervals);
  });
});
