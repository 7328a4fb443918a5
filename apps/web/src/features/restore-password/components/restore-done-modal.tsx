import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openModal } from '@/lib/modals/modal-store.ts';
import { restorePasswordTexts } from '../texts.ts';

/**
 * The password is changed: the next step is to log in with it, unless the change came after a
 * sign-in with a restore call's digits, which signed the driver in already.
 */
export function RestoreDoneModal({ signedIn, onClose }: { signedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation(restorePasswordTexts);
  return (
    <Modal opened onClose={onClose} title={t('restore.doneTitle')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack>
        <Text>{signedIn ? t('restore.doneSignedIn') : t('restore.doneText')}</Text>
        <Button
          onClick={() => {
            onClose();
            if (!signedIn) openModal('login');
          }}
        >
          {signedIn ? t('actions.ok') : t('header.login')}
        </Button>
      </Stack>
    </Modal>
  );
}
