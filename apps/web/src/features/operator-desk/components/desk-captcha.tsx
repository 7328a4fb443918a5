import { Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { operatorDeskTexts } from '../texts.ts';

/** What the server asks after repeated failures: the picture, or the question in words. */
export type DeskChallenge = { type: 'image'; image: string } | { type: 'question'; question: string };

/** The challenge an error answer carries, if any. */
export function challengeIn(answer: Record<string, unknown> | undefined): DeskChallenge | null {
  if (typeof answer?.captchaQuestion === 'string') return { type: 'question', question: answer.captchaQuestion };
  if (typeof answer?.captcha === 'string') return { type: 'image', image: answer.captcha };
  return null;
}

/** The captcha and its answer field, as the drivers' sign-in shows it; a failed try brings a new one. */
export function DeskCaptcha({ challenge, ...input }: TextInputProps & { challenge: DeskChallenge }) {
  const { t } = useTranslation(operatorDeskTexts);
  const question = challenge.type === 'question' ? challenge.question : null;
  return (
    <Stack gap={4}>
      {challenge.type === 'image' && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.image)}`}
          alt={t('desk.signIn.captchaImage')}
          width={160}
          height={60}
          style={{ objectFit: 'contain' }}
        />
      )}
      <TextInput
        label={question !== null ? t('desk.signIn.captchaAnswer') : t('desk.signIn.captcha')}
        description={question ?? undefined}
        autoComplete="off"
        {...input}
      />
    </Stack>
  );
}
