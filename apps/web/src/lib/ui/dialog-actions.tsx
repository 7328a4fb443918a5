import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The action row at the foot of a dialog: Cancel on the left of the dialog's own buttons
 * (`children`, usually one submit button), right-aligned on every screen width.
 */
export function DialogActions({ onCancel, cancelLabel, children }: { onCancel: () => void; cancelLabel?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      {children}
    </Group>
  );
}
