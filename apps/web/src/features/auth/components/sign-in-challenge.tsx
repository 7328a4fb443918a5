import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import type { useCaptcha } from '../hooks/use-captcha.ts';
import { authTexts } from '../texts.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Props {
  captcha: ReturnType<typeof useCaptcha>;
  /** The captcha answer's field props from the form. */
  input: TextInputProps;
  /** The login the server counts failures by, which a renewed challenge is asked for. */
  login: string;
  /** Empties the answer when another challenge is asked for. */
  onRenew: () => void;
  /** The sign-in's failure, if it failed. */
  error: unknown;
  /** "Try again in N seconds", in the words of the form. */
  retryText: (seconds: number) => string;
}

/** Seconds the server asks to wait before the next try, when it does. */
function retryAfter(error: unknown): number | null {
  const seconds = error instanceof ApiError ? error.answer?.retryAfter : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * What a sign-in form shows after failures, a driver's and a company's alike: the captcha when the
 * server asked for one, a failed renewal, and the failure itself with the wait it asks for.
 */
export function SignInChallenge({ captcha, input, login, onRenew, error, retryText }: Props) {
  const { t } = useTranslation(authTexts);
  const wait = error ? retryAfter(error) : null;
  return (
    <>
      {captcha.challenge && (
        <CaptchaField
          challenge={captcha.challenge}
          onRenew={(type) => {
            onRenew();
            captcha.renew(login, type);
          }}
          renewing={captcha.renewing}
          announcement={captcha.announcement}
          {...input}
        />
      )}
      <ErrorAlert error={captcha.renewError} />
      {error ? (
        <ErrorAlert>
          {captcha.errorText(error) ?? errorMessage(t, error)}
          {wait && ` ${retryText(wait)}`}
        </ErrorAlert>
      ) : null}
    </>
  );
}
