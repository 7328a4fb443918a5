import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { broadcastAuth } from '@/lib/auth/auth-channel.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import { paths } from '@/lib/routing/paths.ts';
import { corpCaptchaLogin, corpLogin } from '../api/corp-login.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { innIssue } from '../inn-rule.ts';
import { authTexts } from '../texts.ts';
import { SignInChallenge } from './sign-in-challenge.tsx';

interface FormValues {
  inn: string;
  contractNumber: string;
  captcha: string;
}

/**
 * A company's sign-in by INN and contract number, under the drivers' failure limits and captcha;
 * the coop token it gets leads to the cabinet.
 */
export function LegalSignInForm() {
  const { t } = useTranslation(authTexts);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const form = useForm<FormValues>({
    initialValues: { inn: '', contractNumber: '', captcha: '' },
    validate: {
      inn: (value) => {
        const issue = innIssue(value);
        return issue ? t(`legal.form.${issue}`) : null;
      },
      contractNumber: (value) => (value.trim() ? null : t('legal.form.required')),
      captcha: captcha.rule,
    },
  });
  const mutation = useMutation({
    mutationFn: corpLogin,
    onSuccess: (token) => {
      tokenStore.set('coop', token);
      broadcastAuth({ type: 'LOGIN', city: currentCity.city, userType: 'coop' });
      void navigate(href(paths.coopProfile.getHref()), { replace: true });
    },
    onError: (error) => {
      captcha.answered(error);
      form.setFieldValue('captcha', '');
    },
  });
  const submit = form.onSubmit((values) => mutation.mutate({ inn: values.inn, contractNumber: values.contractNumber, ...captcha.sent(values.captcha) }));

  return (
    <Paper withBorder p="lg" maw={460} mx="auto" w="100%">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} fz="h2">
            {t('legal.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('legal.intro')}
          </Text>
          <TextInput label={t('legal.inn')} inputMode="numeric" autoComplete="off" maxLength={12} {...form.getInputProps('inn')} />
          <TextInput label={t('legal.contract')} autoComplete="off" maxLength={40} {...form.getInputProps('contractNumber')} />
          <SignInChallenge
            captcha={captcha}
            input={form.getInputProps('captcha')}
            login={corpCaptchaLogin(form.values.inn)}
            onRenew={() => form.setFieldValue('captcha', '')}
            error={mutation.isError ? mutation.error : null}
            retryText={(count) => t('legal.retryIn', { count })}
          />
          <Button type="submit" loading={mutation.isPending}>
            {t('legal.submit')}
          </Button>
          <Anchor component="button" type="button" fz="sm" onClick={() => openModal('login', {})}>
            {t('legal.toDriver')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}

/** The wait in seconds a LoginTryLater answer names. */
