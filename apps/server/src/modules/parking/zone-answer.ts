import type { TLanguage } from '@city-parking/contract/site/languages';
import type { ZoneListRow } from './map-service.ts';

/** A zone of getZones: its name in the asked language, its number under both names the spec uses, and whether it is special. */
export const toZoneAnswer = (zone: ZoneListRow, language: TLanguage) => ({
  name: language === 'en' ? zone.name_en : zone.name_ru,
  value: zone.zone_number,
  zonenumber: zone.zone_number,
  code: zone.code,
  category: zone.category,
  prices: zone.prices,
  special: zone.special,
});
