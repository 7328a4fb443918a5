import { pluralRu } from '@city-parking/contract/format/plural-ru';
import type { TLanguage } from '@city-parking/contract/site/languages';

/** A timing as the select shows it: «1 день», «3 дня», «14 дней»; "1 day", "7 days". */
export function daysLabel(days: number, language: TLanguage): string {
  if (language === 'ru') return `${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
