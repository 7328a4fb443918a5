/**
 * The placeholders of a command's transcription, which the server sends in Russian only, by their
 * text key; any other part (a command letter such as П) is typed as it is and stays as it is.
 */
const PLACEHOLDERS: Record<string, string> = {
  'Номер зоны': 'zone',
  Госномер: 'plate',
  Часы: 'hours',
  'Доп. часы': 'extraHours',
  Дни: 'days',
};

export const placeholderKey = (part: string): string | null => PLACEHOLDERS[part] ?? null;
