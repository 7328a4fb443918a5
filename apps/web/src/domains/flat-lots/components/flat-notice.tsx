import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flatLotsTexts } from '../texts.ts';

/** The notification modal for a payment answered with a message instead of a payment page. */
export function FlatNotice({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation(flatLotsTexts);
  return (
    <Modal opened onClose={onClose} title={t('flat.noticeTitle')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('actions.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
