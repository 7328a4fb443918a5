import { Button, Group, Image, Stack, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCaptchaType } from '@city-parking/contract/auth/login';
import type { CaptchaChallenge } from '../hooks/use-captcha.ts';
import { authTexts } from '../texts.ts';

interface Props extends TextInputProps {
  challenge: CaptchaChallenge;
  /** Asks for another challenge of the kind given; without it (the login unknown here) there are no buttons. */
  onRenew?: (type: TCaptchaType) => void;
  renewing?: boolean;
  /** What a status region says after a renewal (the new question, or that the picture changed). */
  announcement?: string;
}

/**
 * The challenge the server sent after repeated failures, and the field for its answer: a picture,
 * or a question in words (the picture's alternative for a screen reader), with buttons for another
 * one or the other kind. The buttons stay enabled while a renewal runs, so focus never drops to
 * the page; a click meanwhile is ignored.
 */
export function CaptchaField({ challenge, onRenew, renewing = false, announcement = '', ...input }: Props) {
  const { t } = useTranslation(authTexts);
  const question = challenge.type === 'question' ? challenge.question : null;
  return (
    <Stack gap={4} aria-busy={renewing}>
      {challenge.type === 'image' && (
        <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.image)}`} alt={t('login.captchaImage')} h={60} w={160} fit="contain" />
      )}
      <TextInput
        label={question !== null ? t('login.captchaAnswer') : t('login.captcha')}
        // The question is the field's description: read with its label as the field gets focus.
        description={question ?? undefined}
        autoComplete="off"
        {...input}
      />
      {onRenew && (
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => onRenew(challenge.type)}>
            {question !== null ? t('login.captchaNewQuestion') : t('login.captchaNewImage')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => onRenew(question !== null ? 'image' : 'question')}>
            {question !== null ? t('login.captchaAsImage') : t('login.captchaAsQuestion')}
          </Button>
        </Group>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
