import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TListNewsResponse, TNewsItem } from '@city-parking/contract/site/news';
import type { TNotification } from '@city-parking/contract/site/notification';
import type { TPage, TPageLink } from '@city-parking/contract/site/pages';
import type { TSmsCommand } from '@city-parking/contract/site/sms-commands';
import type { NewsPreviewRow, NewsRow, PageLinkRow, PageRow, PopupRow, SmsCommandRow } from './site-repo.ts';

/** The column of a bilingual pair (`title_ru` / `title_en`) for the asked language. */
const pick = <K extends string>(row: { [P in `${K}_${TLanguage}`]: string }, key: K, lang: TLanguage): string => row[`${key}_${lang}` as `${K}_${TLanguage}`];

export const toNewsListAnswer = ({ items, total }: { items: NewsPreviewRow[]; total: number }, lang: TLanguage): TListNewsResponse['result'] => ({
  total,
  items: items.map((row) => ({
    id: row.id,
    title: pick(row, 'title', lang),
    preview: pick(row, 'preview', lang),
    publishedAt: row.published_at.toISOString(),
  })),
});

export const toNewsAnswer = (row: NewsRow, lang: TLanguage): TNewsItem => ({
  id: row.id,
  title: pick(row, 'title', lang),
  preview: pick(row, 'preview', lang),
  body: pick(row, 'body', lang),
  publishedAt: row.published_at.toISOString(),
});

export const toPageLinkAnswer = (row: PageLinkRow, lang: TLanguage): TPageLink => ({ path: row.path, title: pick(row, 'title', lang) });

export const toPageAnswer = (row: PageRow, lang: TLanguage): TPage => ({ path: row.path, title: pick(row, 'title', lang), body: pick(row, 'body', lang) });

export const toSmsCommandAnswer = (row: SmsCommandRow, lang: TLanguage): TSmsCommand => ({
  name: pick(row, 'name', lang),
  hint: pick(row, 'hint', lang),
  example: row.example,
  command_transcription: pick(row, 'command_transcription', lang),
});

/** The popup in the asked language; without one, an empty popup dated at the epoch. */
export const toPopupAnswer = (row: PopupRow | undefined, lang: TLanguage): TNotification =>
  row
    ? { title: pick(row, 'title', lang), message: pick(row, 'message', lang), updated: row.updated.toISOString() }
    : { title: '', message: '', updated: new Date(0).toISOString() };
