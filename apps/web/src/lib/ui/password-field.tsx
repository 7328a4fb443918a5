import { useState } from 'react';
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An eye, crossed out while the password is shown. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password input with a show/hide button. Mantine's PasswordInput brings ActionIcon and its
 * styles into every page with a password (about 4 KB gzip of first load); this is a text input
 * whose type the button switches.
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          aria-label={t('login.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
          c="dimmed"
          style={{ display: 'flex' }}
          disabled={props.disabled}
        >
          <EyeIcon open={shown} />
        </UnstyledButton>
      }
    />
  );
}
