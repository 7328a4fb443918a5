import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { coopTexts } from '../texts.ts';

/**
 * Active or not, tinted by state; the text stays dark, since white or green text on the tint is below
 * AA contrast. Mantine's badge hides what overflows and so asks for no width of its own: a table
 * squeezing its column cut the word. Its whole text is its least width.
 */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation(coopTexts);
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'} c="dark.8" tt="none" miw="max-content">
      {active ? t('coop.active') : t('coop.inactive')}
    </Badge>
  );
}
