import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The confirmation is showing instead of the delete link. */
  asking: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  /** Shown before the confirm button, e.g. "Delete this number?". */
  question?: string;
  /** The link's accessible name when "Delete" alone would not say what goes. */
  ariaLabel?: string;
}

/** A red "Delete" link that turns into Delete / Cancel buttons: deleting always asks once. */
export function InlineDelete({ asking, onAsk, onCancel, onConfirm, pending, question, ariaLabel }: Props) {
  const { t } = useTranslation();
  if (!asking) {
    return (
      <Anchor component="button" type="button" fz="sm" c="red" onClick={onAsk} aria-label={ariaLabel}>
        {t('actions.delete')}
      </Anchor>
    );
  }
  return (
    <Group gap={4}>
      {question && <Text fz="sm">{question}</Text>}
      <Button size="compact-sm" color="red" loading={pending} onClick={onConfirm}>
        {t('actions.delete')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </Group>
  );
}
