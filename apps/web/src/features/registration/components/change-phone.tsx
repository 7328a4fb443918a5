import { useState } from 'react';
import { Alert, Anchor, Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { changePhone } from '../api/change-phone.ts';
import { registrationTexts } from '../texts.ts';

/** During registration: a mistyped phone is replaced and a new code goes to the new one. */
export function ChangePhone({ token, onChanged }: { token: string; onChanged: (phone: string) => void }) {
  const { t } = useTranslation(registrationTexts);
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const valid = normaliseFullPhone(phone) !== null;
  const change = useMutation({
    mutationFn: () => changePhone(token, phone.trim()),
    onSuccess: () => {
      onChanged(normaliseFullPhone(phone) ?? phone);
      setOpen(false);
      setPhone('');
    },
  });

  if (!open) {
    return (
      <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(true)}>
        {t('registration.changePhone')}
      </Anchor>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) change.mutate();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('registration.newPhone')}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={phone && !valid ? t('form.phone') : undefined}
        />
        <Button type="submit" variant="light" loading={change.isPending} disabled={!valid}>
          {t('registration.sendCode')}
        </Button>
      </Group>
      {change.isError && (
        <Alert color="red" role="alert" mt="xs">
          {errorMessage(t, change.error)}
        </Alert>
      )}
    </form>
  );
}
