import type { TLanguage } from '@city-parking/contract/site/languages';
import type { NotificationKind } from './tables.ts';

export interface NoticeFacts {
  zone: string;
  plate: string;
  endsAt: Date;
  /** The moment the notice is written: the end shows its date only when it falls on another day. */
  now: Date;
  timeZone: string;
}

const LOCALES = { ru: 'ru-RU', en: 'en-GB' } as const;

/** The end on the city's clock: "14:30", or "14:30, 27 ноября" when not today there. */
export function cityTime(at: Date, now: Date, timeZone: string, language: TLanguage): string {
  const locale = LOCALES[language];
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const day = (d: Date) => new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long' }).format(d);
  return day(at) === day(now) ? time : `${time}, ${day(at)}`;
}

/** The title and text of a reminder or notice, in the driver's language. */
export function noticeText(kind: NotificationKind, facts: NoticeFacts, language: TLanguage): { title: string; body: string } {
  const end = cityTime(facts.endsAt, facts.now, facts.timeZone, language);
  const { zone, plate } = facts;
  if (language === 'en') {
    switch (kind) {
      case 'reminder':
        return { title: `Parking ends at ${end}`, body: `Zone ${zone}, ${plate}. Extend it to avoid a fine.` };
      case 'started':
        return { title: 'Parking started', body: `Zone ${zone}, ${plate}, until ${end}.` };
      case 'extended':
        return { title: 'Parking extended', body: `Zone ${zone}, ${plate}, now until ${end}.` };
      case 'ended':
        return { title: 'Parking ended', body: `Zone ${zone}, ${plate}, at ${end}.` };
    }
  }
  switch (kind) {
    case 'reminder':
      return { title: `Парковка закончится в ${end}`, body: `Зона ${zone}, ${plate}. Продлите её, чтобы не получить штраф.` };
    case 'started':
      return { title: 'Парковка началась', body: `Зона ${zone}, ${plate}, до ${end}.` };
    case 'extended':
      return { title: 'Парковка продлена', body: `Зона ${zone}, ${plate}, теперь до ${end}.` };
    case 'ended':
      return { title: 'Парковка закончилась', body: `Зона ${zone}, ${plate}, в ${end}.` };
  }
}
