import type { Generated } from 'kysely';

export interface SiteTables {
  setting: { name: string; value: unknown };
  menu_item: {
    id: Generated<number>;
    placement: 'header' | 'footer' | 'mobile';
    path: string;
    title_ru: string;
    title_en: string;
    item_order: number;
  };
  news: {
    id: Generated<number>;
    title_ru: string;
    title_en: string;
    preview_ru: string;
    preview_en: string;
    body_ru: string;
    body_en: string;
    published_at: Date;
  };
  page: { path: string; title_ru: string; title_en: string; body_ru: string; body_en: string };
  sms_command: {
    id: Generated<number>;
    name_ru: string;
    name_en: string;
    hint_ru: string;
    hint_en: string;
    example: string;
    command_transcription_ru: string;
    command_transcription_en: string;
    sort: number;
  };
  notification_popup: {
    id: number;
    title_ru: string;
    title_en: string;
    message_ru: string;
    message_en: string;
    updated: Date;
  };
}
