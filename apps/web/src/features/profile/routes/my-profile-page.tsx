import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBalanceText } from '@/domains/profile/use-balance-text.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { logout } from '@/lib/auth/logout.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { PhonesList } from '../components/phones-list.tsx';
import { SettingsBlock } from '../components/settings-block.tsx';
import type { ProfileDialogStep } from '../components/profile-dialog.tsx';
import { profileTexts } from '../texts.ts';

// The vehicle and document blocks load beside the profile request, not before the page.
const VehiclesBlock = lazy(async () => ({ default: (await import('../components/vehicles-block.tsx')).VehiclesBlock }));
const DocumentsBlock = lazy(async () => ({ default: (await import('../components/documents-block.tsx')).DocumentsBlock }));
const ProfileDialog = lazy(async () => ({ default: (await import('../components/profile-dialog.tsx')).ProfileDialog }));
const MainPhoneDialog = lazy(async () => ({ default: (await import('../components/main-phone-dialog.tsx')).MainPhoneDialog }));

/** /profile/my-profile: who the driver is, phones, balance, the settings, vehicles and documents. */
export function MyProfilePage() {
  const { t } = useTranslation(profileTexts);
  const { href } = useLanguage();
  const balanceText = useBalanceText();
  const navigate = useNavigate();
  const profile = useProfile();
  const options = useSiteOptions().data;
  const withNames = options?.hasPrivateData ?? false;
  const withBalance = !(options?.settings.dontUseBalance ?? false);
  // Changing the e-mail and adding a phone are hidden where the city does not allow them.
  const contactChange = options?.settings.allowContactChange ?? false;
  const smsReply = options?.settings.useSmsReplay;
  const [dialog, setDialog] = useState<ProfileDialogStep | null>(null);
  const [newMainPhone, setNewMainPhone] = useState<string | null>(null);
  const signOut = () => {
    logout();
    void navigate(href('/'));
  };

  if (profile.isError) {
    return (
      <Alert color="red" title={t('profile.failed')}>
        <Text mb="sm">{errorMessage(t, profile.error)}</Text>
        <Group>
          <Button variant="light" color="red" onClick={() => void profile.refetch()}>
            {t('actions.retry')}
          </Button>
          <Button variant="default" onClick={signOut}>
            {t('actions.logout')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const data = profile.data;
  const fullName = data ? [data.lastName, data.firstName, data.middleName].filter(Boolean).join(' ') : '';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('profile.mainInfo')}>
          {!data ? (
            // One bar per line of the loaded block, of its height (a phone wraps the phone onto two
            // lines), so the blocks below stay where they are.
            <Stack gap="sm">
              {withNames && <Skeleton h={28} w="60%" />}
              <Skeleton h={25} w="70%" />
              <Skeleton h={{ base: 58, xs: 25 }} w="50%" />
              {contactChange && <Skeleton h={22} w={140} />}
              <Skeleton h={36} w={220} />
            </Stack>
          ) : (
            <Stack gap="sm">
              {withNames && fullName && (
                <Text fw={700} fz="lg">
                  {fullName}
                </Text>
              )}
              <Text>
                <Text span c="dimmed">
                  {t('registration.email')}:{' '}
                </Text>
                {data.email || t('profile.notSet')}
              </Text>
              <PhonesList phones={data.telephones} onChangeMain={() => setDialog('phone')} onMakeMain={setNewMainPhone} />
              {contactChange && (
                <Anchor component="button" type="button" fz="sm" lh="22px" w="fit-content" onClick={() => setDialog('addPhone')}>
                  {t('profile.addPhone')}
                </Anchor>
              )}
              <Group>
                <Button variant="light" onClick={() => setDialog('main')}>
                  {t('profile.edit')}
                </Button>
                <Button variant="default" onClick={signOut}>
                  {t('actions.logout')}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('profile.balance')}>
          <Text c="dimmed">{t('profile.balance')}</Text>
          {!data ? (
            <Skeleton h={32} w={120} mt="xs" />
          ) : (
            <Text fz={28} fw={700}>
              {balanceText(data.balance)}
            </Text>
          )}
          {/* The header's top-up, here too (spec: the balance block with a top-up button). */}
          {withBalance && (
            <Button mt="sm" variant="light" onClick={() => openPaymentModal({ type: 'refill' })} disabled={!data}>
              {t('header.refill')}
            </Button>
          )}
        </Paper>
      </SimpleGrid>
      {/* Shown at once: its checkboxes wait for the settings disabled, at their final size. */}
      <SettingsBlock />
      <Suspense fallback={<Skeleton h={120} radius="md" />}>
        <VehiclesBlock vehicles={data?.ts} />
        <DocumentsBlock documents={data?.documents} />
      </Suspense>
      {dialog && data && (
        <Suspense fallback={null}>
          <ProfileDialog
            profile={data}
            withNames={withNames}
            contactChange={contactChange}
            smsReply={smsReply}
            initialStep={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {newMainPhone && (
        <Suspense fallback={null}>
          <MainPhoneDialog phone={newMainPhone} onClose={() => setNewMainPhone(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
