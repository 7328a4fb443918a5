import type { FormEventHandler, ReactNode } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { coopTexts } from '../texts.ts';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The call is running. */
  pending: boolean;
  /** The call's failure, said in the user's language. */
  error: unknown;
  submitLabel: string;
  submitColor?: string;
  children?: ReactNode;
}

/** A cabinet dialog holding one form: its fields, the call's failure, then Cancel and the action. */
export function CoopDialog({ title, onClose, onSubmit, pending, error, submitLabel, submitColor, children }: Props) {
  const { t } = useTranslation(coopTexts);
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {children}
          <ErrorAlert error={error} />
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={pending} color={submitColor}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
