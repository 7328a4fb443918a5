import { useState } from 'react';
import { Anchor, Button, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOperatorLoginResponse, TOperatorSignedIn } from '@city-parking/contract/operator/operator-login';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { operatorSecondStep } from '../api/operator-login.ts';
import { secondFactorTexts } from '../second-factor-texts.ts';
import { operatorDeskTexts } from '../texts.ts';

/** The secret as apps show it: groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Loaded after the password was right (sign-in-form.tsx), so that the desk's first load carries
 * neither this step nor its texts.
 *
 * The sign-in's second step: the code of the member's authenticator app (or a recovery code), or,
 * for a member without one, the app's enrolment (a QR code and the secret) and its first code.
 * `onExpired` goes back to the password, with the reason, when the step is spent.
 */
export function SecondStepForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: TOperatorLoginResponse;
  onSignedIn: (answer: TOperatorSignedIn) => void;
  onRestart: (reason: unknown) => void;
}) {
  const { t } = useTranslation([secondFactorTexts, operatorDeskTexts], { nsMode: 'fallback' });
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const enrol = step.step === 'enrol';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    setPending(true);
    setError(null);
    try {
      onSignedIn(await operatorSecondStep(step.step, step.pending, code));
    } catch (failure) {
      if (failure instanceof ApiError && failure.errorName === 'SignInStepExpired') onRestart(failure);
      else setError(failure);
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={pending} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack>
          <Title order={1} fz="h2">
            {t(enrol ? 'desk.secondFactor.enrolTitle' : 'desk.secondFactor.title')}
          </Title>
          {step.step === 'enrol' && (
            <>
              <Text fz="sm">{t('desk.secondFactor.enrolHint')}</Text>
              <Image src={step.qr} alt={t('desk.secondFactor.qr')} w={180} h={180} />
              <Text fz="sm">
                {t('desk.secondFactor.secret')}{' '}
                <Text span ff="monospace" fw={600}>
                  {grouped(step.secret)}
                </Text>
              </Text>
              <Anchor href={step.uri} fz="sm">
                {t('desk.secondFactor.openApp')}
              </Anchor>
            </>
          )}
          <TextInput
            label={t('desk.secondFactor.code')}
            description={t(enrol ? 'desk.secondFactor.enrolCodeHint' : 'desk.secondFactor.codeHint')}
            autoComplete="one-time-code"
            inputMode={enrol ? 'numeric' : 'text'}
            maxLength={20}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('desk.form.required') : undefined}
            data-autofocus
          />
          {error !== null && <ErrorAlert>{errorMessage(t, error)}</ErrorAlert>}
          <Button type="submit" loading={pending}>
            {t(enrol ? 'desk.secondFactor.enrolSubmit' : 'desk.signIn.submit')}
          </Button>
          <Button variant="subtle" onClick={() => onRestart(null)}>
            {t('desk.secondFactor.back')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}

/** The recovery codes of a new enrolment, shown this once before the desk opens. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation([secondFactorTexts, operatorDeskTexts], { nsMode: 'fallback' });
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('desk.secondFactor.recoveryTitle')}
      </Title>
      <Text fz="sm">{t('desk.secondFactor.recoveryHint')}</Text>
      <List ff="monospace" fw={600} aria-label={t('desk.secondFactor.recoveryTitle')}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Button onClick={onDone}>{t('desk.secondFactor.recoveryDone')}</Button>
    </Stack>
  );
}
