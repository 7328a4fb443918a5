import type { FormEventHandler, ReactNode } from 'react';
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profileTexts } from '../texts.ts';
import { SubmitActions } from './submit-actions.tsx';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save call is running. */
  pending: boolean;
  /** The submit button's label; Save unless given. */
  submitLabel?: string;
  /** The fields and the form's failure. */
  children: ReactNode;
}

/** A profile dialog holding one form (a vehicle, a document): its fields, then Cancel and Save. */
export function FormDialog({ title, onClose, onSubmit, pending, submitLabel, children }: Props) {
  const { t } = useTranslation(profileTexts);
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {children}
          <SubmitActions onCancel={onClose} pending={pending}>
            {submitLabel ?? t('profile.save')}
          </SubmitActions>
        </Stack>
      </form>
    </Modal>
  );
}
