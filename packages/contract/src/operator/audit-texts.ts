import type { TLanguage } from '../site/languages.ts';
import type { TAuditAction, TAuditObject } from './audit-trail.ts';

interface AuditTexts {
  actions: Record<TAuditAction, string>;
  objects: Record<TAuditObject, string>;
  /** The export's column titles, in the order of its columns. */
  columns: readonly [string, string, string, string, string, string, string, string, string];
  title: string;
}

/**
 * The trail's words, one source for the desk's screen and its export, so that a row reads alike on
 * the screen and in the file.
 */
export const AUDIT_TEXTS: Record<TLanguage, AuditTexts> = {
  ru: {
    title: 'Журнал действий',
    actions: {
      'staff.invite': 'Приглашение сотрудника',
      'staff.setup': 'Настройка учётной записи',
      'staff.roles': 'Изменение ролей',
      'staff.disable': 'Отключение сотрудника',
      'staff.enable': 'Включение сотрудника',
      'staff.resetSecondFactor': 'Сброс второго фактора',
      'appeal.reply': 'Ответ на обращение',
      'appeal.status': 'Статус обращения',
      'fines.import': 'Импорт штрафов',
      'bankStatement.import': 'Импорт банковской выписки',
      'driver.view': 'Просмотр карточки водителя',
      'driver.block': 'Блокировка водителя',
      'driver.unblock': 'Разблокировка водителя',
    },
    objects: {
      staff: 'Сотрудник',
      appeal: 'Обращение',
      fineImport: 'Импорт штрафов',
      bankStatement: 'Банковская выписка',
      driver: 'Водитель',
    },
    columns: ['Дата и время', 'Сотрудник', 'E-mail', 'IP-адрес', 'Действие', 'Объект', 'Было', 'Стало', 'Причина'],
  },
  en: {
    title: 'Audit trail',
    actions: {
      'staff.invite': 'Staff member invited',
      'staff.setup': 'Account set up',
      'staff.roles': 'Roles changed',
      'staff.disable': 'Staff member disabled',
      'staff.enable': 'Staff member enabled',
      'staff.resetSecondFactor': 'Second factor reset',
      'appeal.reply': 'Appeal answered',
      'appeal.status': 'Appeal status',
      'fines.import': 'Fines imported',
      'bankStatement.import': 'Bank statement imported',
      'driver.view': 'Driver card viewed',
      'driver.block': 'Driver blocked',
      'driver.unblock': 'Driver unblocked',
    },
    objects: {
      staff: 'Staff member',
      appeal: 'Appeal',
      fineImport: 'Fines import',
      bankStatement: 'Bank statement',
      driver: 'Driver',
    },
    columns: ['Date and time', 'Staff member', 'E-mail', 'IP address', 'Action', 'Object', 'Before', 'After', 'Reason'],
  },
};

/** An entry's values as one line of text: `field: value; …`, lists joined by commas. */
export function auditValuesText(values: Record<string, unknown> | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : value === null ? '—' : String(value)}`)
    .join('; ');
}
