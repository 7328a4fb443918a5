import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openModal } from '@/lib/modals/modal-store.ts';

/** The password is changed: the one next step is to log in with it. */
export function RestoreDoneModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('restore.doneTitle')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack>
        <Text>{t('restore.doneText')}</Text>
        <Button
          onClick={() => {
            onClose();
            openModal('login');
          }}
        >
          {t('header.login')}
        </Button>
      </Stack>
    </Modal>
  );
}
