import type { Insertable } from 'kysely';
import type { SiteTables } from '../tables.ts';

type MenuRow = Insertable<SiteTables['menu_item']>;

const item = (placement: MenuRow['placement'], path: string, ru: string, en: string, order: number): MenuRow => ({
  placement,
  path,
  title_ru: ru,
  title_en: en,
  item_order: order,
});

/** Header, footer and side-menu (mobile) entries of a demo city. */
export function DEMO_MENU(cityCode: string): MenuRow[] {
  const smsCities = cityCode === 'rostov' || cityCode === 'sevastopol';
  const common: MenuRow[] = [
    item('header', '/news', 'Новости', 'News', 1),
    item('header', '/pages/how-to-pay', 'Как оплатить', 'How to pay', 2),
    item('footer', '/news', 'Новости', 'News', 1),
    item('footer', '/pages/how-to-pay', 'Как оплатить', 'How to pay', 2),
    item('footer', '/pages/personal-data-rules', 'Персональные данные', 'Personal data', 3),
    item('footer', '/pages/offer', 'Публичная оферта', 'Public offer', 4),
    item('mobile', '/news', 'Новости', 'News', 1),
    item('mobile', '/pages/how-to-pay', 'Как оплатить', 'How to pay', 2),
    item('mobile', '/registration', 'Регистрация', 'Registration', 4),
    item('mobile', '/pages/offer', 'Публичная оферта', 'Public offer', 5),
  ];
  if (!smsCities) return common;
  return [
    ...common,
    item('header', '/sms-commands', 'SMS-команды', 'SMS commands', 3),
    item('footer', '/sms-commands', 'SMS-команды', 'SMS commands', 5),
    item('footer', '/update', 'Новый сайт', 'New site', 6),
    item('mobile', '/sms-commands', 'SMS-команды', 'SMS commands', 3),
  ];
}
