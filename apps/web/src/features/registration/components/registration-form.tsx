import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { newPasswordRules } from '@/lib/form/password-rules.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmail, normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { registerDriver } from '../api/register-driver.ts';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { registrationTexts } from '../texts.ts';

interface Values {
  lastname: string;
  firstname: string;
  middlename: string;
  email: string;
  phone: string;
  pass: string;
  repeat: string;
  agreement: boolean;
}

/** Step 1: the driver's data; answers the token that names the pending registration. */
export function RegistrationForm({ withNames, onRegistered }: { withNames: boolean; onRegistered: (token: string, phone: string, email: string) => void }) {
  const { t } = useTranslation(registrationTexts);
  const { href } = useLanguage();
  const required = (value: string) => (value.trim() ? null : t('form.emptyField'));
  const form = useForm<Values>({
    initialValues: { lastname: '', firstname: '', middlename: '', email: '', phone: '', pass: '', repeat: '', agreement: false },
    validate: {
      lastname: (v) => (withNames ? required(v) : null),
      firstname: (v) => (withNames ? required(v) : null),
      email: (v) => (!v.trim() ? t('form.emptyField') : isEmail(v) ? null : t('form.email')),
      phone: (v) => (!v.trim() ? t('form.emptyField') : normaliseFullPhone(v) ? null : t('form.phone')),
      ...newPasswordRules(t),
      agreement: (v) => (v ? null : t('form.agreement')),
    },
  });
  const register = useMutation({
    mutationFn: (values: Values) =>
      registerDriver({
        firstname: withNames ? values.firstname.trim() : '',
        lastname: withNames ? values.lastname.trim() : '',
        middlename: withNames ? values.middlename.trim() : '',
        email: values.email.trim(),
        phone: values.phone.trim(),
        pass: values.pass,
      }),
    onSuccess: (token, values) => onRegistered(token, normaliseFullPhone(values.phone) ?? values.phone, values.email.trim().toLowerCase()),
  });

  return (
    <form onSubmit={form.onSubmit((values) => register.mutate(values))} noValidate>
      <Stack>
        {withNames && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('registration.lastname')} autoComplete="family-name" {...form.getInputProps('lastname')} />
            <TextInput label={t('registration.firstname')} autoComplete="given-name" {...form.getInputProps('firstname')} />
            <TextInput label={t('registration.middlename')} autoComplete="additional-name" {...form.getInputProps('middlename')} />
          </SimpleGrid>
        )}
        <TextInput label={t('registration.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label={t('registration.phone')} type="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" {...form.getInputProps('phone')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField label={t('registration.password')} autoComplete="new-password" {...form.getInputProps('pass')} />
          <PasswordField label={t('registration.repeat')} autoComplete="new-password" {...form.getInputProps('repeat')} />
        </SimpleGrid>
        {/* A native checkbox: Mantine's Checkbox would add 3 KB to the page's first load for one box. */}
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" component="label" align="flex-start">
            <input
              type="checkbox"
              className="native-checkbox"
              checked={form.values.agreement}
              onChange={form.getInputProps('agreement', { type: 'checkbox' }).onChange}
              aria-invalid={Boolean(form.errors.agreement)}
            />
            <Text fz="sm">
              {t('registration.agreement')}{' '}
              <Anchor component={Link} to={href('/pages/personal-data-rules')} target="_blank">
                {t('registration.agreementLink')}
              </Anchor>
            </Text>
          </Group>
          {form.errors.agreement && (
            <Text fz="xs" c="red" role="alert">
              {form.errors.agreement}
            </Text>
          )}
        </Stack>
        <ErrorAlert error={register.error} />
        <Button type="submit" loading={register.isPending}>
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
