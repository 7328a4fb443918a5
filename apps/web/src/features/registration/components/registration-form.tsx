import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { newPasswordRules } from '@/lib/form/password-rules.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { normaliseEmail } from '@city-parking/contract/profile/contact-rules';
import { ApiError } from '@/lib/http/api-error.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { isEmailTaken } from '../api/check-email.ts';
import { isPhoneTaken } from '../api/check-phone.ts';
import { paths } from '@/lib/routing/paths.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
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

type Contact = 'email' | 'phone';

/** A contact as the server compares it: the e-mail lower-cased, the phone as its 11 digits; null when invalid. */
const contactKey = (field: Contact, value: string) => (field === 'email' ? normaliseEmail(value) : normaliseFullPhone(value));

/** Step 1: the driver's data; answers the token that names the pending registration. */
export function RegistrationForm({ withNames, onRegistered }: { withNames: boolean; onRegistered: (token: string, phone: string, email: string) => void }) {
  const { t } = useTranslation(registrationTexts);
  const { href, language } = useLanguage();
  const settings = useSiteOptions().data?.settings;
  // The city names its personal data rules: a content page's path, or an address of its own.
  const rules = settings?.pagePersonalData.trim() || 'personal-data-rules';
  const rulesTitle = settings?.pagePersonalDataTitle[language].trim() || t('registration.agreementDefaultTitle');
  const required = (value: string) => (value.trim() ? null : t('form.emptyField'));
  // The e-mails and phones the server has said are taken: said on their field, and kept from a submit.
  const [taken, setTaken] = useState<Record<Contact, readonly string[]>>({ email: [], phone: [] });
  const takenText: Record<Contact, string> = { email: t('EmailExists', { ns: 'errors' }), phone: t('PhoneExists', { ns: 'errors' }) };
  const contactRule = (field: Contact, value: string) => {
    if (!value.trim()) return t('form.emptyField');
    const key = contactKey(field, value);
    if (!key) return field === 'email' ? t('form.email') : t('form.phone');
    return taken[field].includes(key) ? takenText[field] : null;
  };
  const form = useForm<Values>({
    initialValues: { lastname: '', firstname: '', middlename: '', email: '', phone: '', pass: '', repeat: '', agreement: false },
    validate: {
      lastname: (v) => (withNames ? required(v) : null),
      firstname: (v) => (withNames ? required(v) : null),
      email: (v) => contactRule('email', v),
      phone: (v) => contactRule('phone', v),
      ...newPasswordRules(t),
      agreement: (v) => (v ? null : t('form.agreement')),
    },
  });
  // The value whose check failed, per field: the unknown error stands while the field still holds it.
  const [unchecked, setUnchecked] = useState<Record<Contact, string | null>>({ email: null, phone: null });
  const markTaken = (field: Contact, key: string) =>
    setTaken((previous) => (previous[field].includes(key) ? previous : { ...previous, [field]: [...previous[field], key] }));

  /**
   * On leaving the e-mail or phone field, a valid value goes to the server's check (accounts §5), so
   * a taken one is said on the field at once, not only after the submit. What is said follows the
   * field's value as it is now: an answer for a value edited since says nothing.
   */
  async function checkTaken(field: Contact, value: string) {
    const key = contactKey(field, value);
    if (!key || taken[field].includes(key)) return;
    try {
      if (await (field === 'email' ? isEmailTaken(key) : isPhoneTaken(key))) markTaken(field, key);
      setUnchecked((previous) => ({ ...previous, [field]: null }));
    } catch {
      setUnchecked((previous) => ({ ...previous, [field]: value }));
    }
  }
  const contactProps = (field: Contact) => {
    const value = form.values[field];
    const key = contactKey(field, value);
    const found = key && taken[field].includes(key) ? takenText[field] : unchecked[field] === value ? t('UnknownError', { ns: 'errors' }) : undefined;
    return {
      ...form.getInputProps(field),
      error: form.errors[field] ?? found,
      onBlur: () => {
        form.touch(field);
        void checkTaken(field, value);
      },
    };
  };
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
    // Taken since the field was left: said on the field, like the check's answer.
    onError: (error, values) => {
      const name = error instanceof ApiError ? error.errorName : '';
      if (name === 'EmailExists' || name === 'UserExists') markTaken('email', contactKey('email', values.email) ?? values.email);
      if (name === 'PhoneExists' || name === 'UserExists') markTaken('phone', contactKey('phone', values.phone) ?? values.phone);
    },
  });
  const refusedContact = register.error instanceof ApiError && ['EmailExists', 'PhoneExists', 'UserExists'].includes(register.error.errorName);

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        // A check that failed blocks nothing: the registration call checks again.
        setUnchecked({ email: null, phone: null });
        register.mutate(values);
      })}
      noValidate
    >
      <Stack>
        {withNames && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('registration.lastname')} autoComplete="family-name" {...form.getInputProps('lastname')} />
            <TextInput label={t('registration.firstname')} autoComplete="given-name" {...form.getInputProps('firstname')} />
            <TextInput label={t('registration.middlename')} autoComplete="additional-name" {...form.getInputProps('middlename')} />
          </SimpleGrid>
        )}
        <TextInput label={t('registration.email')} type="email" autoComplete="email" {...contactProps('email')} />
        <TextInput label={t('registration.phone')} type="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" {...contactProps('phone')} />
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
              {/^https?:\/\//i.test(rules) ? (
                <Anchor href={rules} target="_blank" rel="noopener noreferrer">
                  {t('registration.agreementLink', { title: rulesTitle })}
                </Anchor>
              ) : (
                <Anchor component={Link} to={href(paths.pages.getHref(rules))} target="_blank">
                  {t('registration.agreementLink', { title: rulesTitle })}
                </Anchor>
              )}
            </Text>
          </Group>
          {form.errors.agreement && (
            <Text fz="xs" c="red" role="alert">
              {form.errors.agreement}
            </Text>
          )}
        </Stack>
        <ErrorAlert error={refusedContact ? null : register.error} />
        <Button type="submit" loading={register.isPending}>
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
