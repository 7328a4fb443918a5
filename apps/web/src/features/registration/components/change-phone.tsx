import { useState } from 'react';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { changePhone } from '../api/change-phone.ts';
import { registrationTexts } from '../texts.ts';

/** During registration: a mistyped phone is replaced and a new code goes to the new one. */
export function ChangePhone({ token, onChanged }: { token: string; onChanged: (phone: string) => void }) {
  const { t } = useTranslation(registrationTexts);
  const [open, setOpen] = useState(false);
  const form = useForm({ initialValues: { phone: '' } });
  const { phone } = form.values;
  const valid = normaliseFullPhone(phone) !== null;
  const change = useMutation({
    mutationFn: () => changePhone(token, phone.trim()),
    onSuccess: () => {
      onChanged(normaliseFullPhone(phone) ?? phone);
      setOpen(false);
      form.reset();
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
      onSubmit={form.onSubmit(() => {
        if (valid) change.mutate();
      })}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('registration.newPhone')}
          type="tel"
          {...form.getInputProps('phone')}
          // Said while typing: the button stays off until the number is whole.
          error={phone && !valid ? t('form.phone') : undefined}
        />
        <Button type="submit" variant="light" loading={change.isPending} disabled={!valid}>
          {t('registration.sendCode')}
        </Button>
      </Group>
      <ErrorAlert error={change.error} mt="xs" />
    </form>
  );
}
