import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';

/**
 * The session ended on the server: OK goes home and opens the login modal, whose sign-in returns
 * to `returnTo`, the page the driver was on when the server refused the token.
 */
export function TokenExpiredModal({ opened, returnTo }: { opened: boolean; returnTo?: string | undefined }) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const acknowledge = () => {
    void navigate(href('/'));
    openModal('login', { returnTo });
  };
  return (
    <Modal opened={opened} onClose={acknowledge} title={t('tokenExpired.title')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Text>{t('tokenExpired.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={acknowledge}>{t('actions.ok')}</Button>
      </Group>
    </Modal>
  );
}
