import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import type { TProfile } from '@city-parking/contract/profile/get-profile';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { InlineDelete } from '@/lib/ui/inline-delete.tsx';
import { deletePhone } from '../api/delete-phone.ts';
import { useProfileRemoval } from '../hooks/use-profile-removal.ts';
import { profileTexts } from '../texts.ts';

interface Props {
  phones: TProfile['telephones'];
  onChangeMain: () => void;
  /** Another phone is to become main. */
  onMakeMain: (phone: string) => void;
}

/**
 * Phones with the main mark: the main one can be changed, the others made main or deleted (after a
 * confirmation).
 */
export function PhonesList({ phones, onChangeMain, onMakeMain }: Props) {
  const { t } = useTranslation(profileTexts);
  const { remove, deleteProps } = useProfileRemoval(deletePhone);

  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('profile.phones')}>
      {phones.map(({ phone, isMain }) => (
        <li key={phone}>
          <Group gap="sm">
            <Text>{formatPhone(phone)}</Text>
            {isMain && (
              <Badge size="sm" variant="light">
                {t('profile.mainPhone')}
              </Badge>
            )}
            {isMain ? (
              <Anchor component="button" type="button" fz="sm" onClick={onChangeMain}>
                {t('profile.change')}
              </Anchor>
            ) : (
              <>
                {!deleteProps(phone).asking && (
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={() => onMakeMain(phone)}
                    aria-label={t('profile.makeMainOf', { phone: formatPhone(phone) })}
                  >
                    {t('profile.makeMain')}
                  </Anchor>
                )}
                <InlineDelete
                  {...deleteProps(phone)}
                  question={t('profile.deletePhoneQuestion')}
                  ariaLabel={t('profile.deletePhone', { phone: formatPhone(phone) })}
                />
              </>
            )}
          </Group>
        </li>
      ))}
      <ErrorAlert error={remove.error} />
    </Stack>
  );
}
