import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@/lib/form/use-form.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmail, normaliseLogin } from '@city-parking/contract/auth/fields';
import { broadcastAuth } from '@/lib/auth/auth-channel.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { login, type SignIn } from '../api/login.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { SignInChallenge } from './sign-in-challenge.tsx';
import { YandexButton } from './yandex-button.tsx';
import { YandexLinkForm } from './yandex-link-form.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { authTexts } from '../texts.ts';

interface FormValues {
  login: string;
  password: string;
  captcha: string;
}

/** Pages after which a successful sign-in leads home instead of staying. */
const LEAVE_AFTER_LOGIN = ['/registration', '/restore-password'];

/** The navigation state with which the restore page opens on choosing a new password. */
export interface ChangePasswordState {
  changePasswordToken: string;
}

interface Props {
  onClose: () => void;
  /** Where a successful sign-in leads (a path with its query), instead of staying on the page. */
  returnTo?: string | undefined;
}

/** Sign-in of a driver (or the way to the legal entity's sign-in). */
export function LoginModal({ onClose, returnTo }: Props) {
  const { t } = useTranslation(authTexts);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const options = useSiteOptions().data;
  const easyLogin = options?.settings.easyLogin ?? true;
  const captcha = useCaptcha();
  /** The Yandex access token waiting for the existing account's password. */
  const [yandexToLink, setYandexToLink] = useState<string | null>(null);

  const form = useForm<FormValues>({
    initialValues: { login: '', password: '', captcha: '' },
    validate: {
      login: (value) => {
        const trimmed = value.trim();
        if (!trimmed) return t('form.emptyField');
        if (easyLogin) return normaliseLogin(trimmed) ? null : t('form.emailPhone');
        return isEmail(trimmed) ? null : t('form.email');
      },
      password: (value) => (value ? null : t('form.emptyField')),
      captcha: captcha.rule,
    },
  });
  const signedIn = (token: string) => {
    tokenStore.set('standart', token);
    broadcastAuth({ type: 'LOGIN', city: currentCity.city, userType: 'standart' });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    onClose();
    if (returnTo) void navigate(returnTo);
    else if (LEAVE_AFTER_LOGIN.some((path) => stripLanguage(pathname).startsWith(path))) void navigate(href('/'));
  };
  const onLogin = ({ token, changePassword }: SignIn) => {
    if (!changePassword) return signedIn(token);
    // The restore call's one-time password: the token only sets the new password, on the restore page.
    onClose();
    const state: ChangePasswordState = { changePasswordToken: token };
    void navigate(href('/restore-password'), { state });
  };
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: onLogin,
    onError: (error, variables) => {
      captcha.answered(error);
      form.setFieldValue('captcha', '');
      if (error instanceof ApiError && error.errorName === 'EmptyPass') {
        onClose();
        void navigate(`${href('/restore-password')}?${new URLSearchParams({ error: 'EmptyPass', email: variables.login.trim() })}`);
      }
    },
  });

  const submit = form.onSubmit((values) => mutation.mutate({ login: values.login, password: values.password, ...captcha.sent(values.captcha) }));

  return (
    <Modal opened onClose={onClose} title={t('login.title')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {yandexToLink ? (
        <YandexLinkForm accessToken={yandexToLink} onToken={signedIn} onCancel={() => setYandexToLink(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {/*
             * A city with companies (isCoopProfile) opens on the choice of who signs in (accounts 2):
             * the individual's form is the one shown, the legal entity's is its own page.
             */}
            {options?.isCoopProfile && (
              <Group role="group" aria-label={t('login.who')} grow gap="xs">
                <Button aria-pressed="true">{t('login.individual')}</Button>
                <Button
                  variant="default"
                  aria-pressed="false"
                  onClick={() => {
                    onClose();
                    void navigate(href(paths.legalAuth.getHref()));
                  }}
                >
                  {t('login.legal')}
                </Button>
              </Group>
            )}
            {/* The focus starts here, not on «×»: what the driver types at once is the login. */}
            <TextInput label={easyLogin ? t('login.emailOrPhone') : t('login.email')} autoComplete="username" {...form.getInputProps('login')} data-autofocus />
            <PasswordField label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
            <SignInChallenge
              captcha={captcha}
              input={form.getInputProps('captcha')}
              login={form.values.login}
              onRenew={() => form.setFieldValue('captcha', '')}
              error={mutation.isError ? mutation.error : null}
              retryText={(count) => t('login.retryIn', { count })}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('login.submit')}
            </Button>
            {options?.yandexClientId && <YandexButton clientId={options.yandexClientId} onToken={signedIn} onConfirmLink={setYandexToLink} />}
            <Group justify="space-between">
              <Anchor component={Link} to={href('/registration')} onClick={onClose} fz="sm">
                {t('login.toRegistration')}
              </Anchor>
              <Anchor component={Link} to={href('/restore-password')} onClick={onClose} fz="sm">
                {t('login.toRestore')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The wait in seconds a LoginTryLater answer names. */
