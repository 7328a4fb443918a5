import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCaptchaType } from '@city-parking/contract/auth/login';
import { ApiError } from '@/lib/http/api-error.ts';
import { newCaptcha } from '../api/new-captcha.ts';
import { authTexts } from '../texts.ts';

/** What the server asks the driver to solve: the picture, or the question in words. */
export type CaptchaChallenge = { type: 'image'; image: string } | { type: 'question'; question: string };

/** The challenge an answer carries (a sign-in's error or a renewal), if any. */
function challengeIn(answer: Record<string, unknown> | undefined): CaptchaChallenge | null {
  if (typeof answer?.captchaQuestion === 'string') return { type: 'question', question: answer.captchaQuestion };
  if (typeof answer?.captcha === 'string') return { type: 'image', image: answer.captcha };
  return null;
}

/**
 * The captcha a failed sign-in may demand: the challenge the server sent last, the kind the driver
 * chose (a picture, or a question in words for those who cannot see it), the rule of its field,
 * and what goes with the next try (the typed text only while a challenge is shown).
 */
export function useCaptcha() {
  const { t } = useTranslation(authTexts);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  // Every challenge the server sends later, after a failure too, comes in the kind last chosen.
  const [type, setType] = useState<TCaptchaType>('image');
  // Said by a status region: a new picture shows nothing a screen reader would notice by itself.
  const [announcement, setAnnouncement] = useState('');
  const renewal = useMutation({
    mutationFn: ({ login, type: wanted }: { login: string; type: TCaptchaType }) => newCaptcha(login, wanted),
    onSuccess: (answer, { type: wanted }) => {
      const next = challengeIn(answer);
      setType(wanted);
      setChallenge(next);
      setAnnouncement(next?.type === 'question' ? next.question : next ? t('login.captchaImageShown') : '');
    },
  });

  return {
    challenge,
    announcement,
    rule: (value: string) => (challenge && !value.trim() ? t('form.emptyField') : null),
    /** The server sends a fresh challenge with every answer that demands one; any other answer drops it. */
    answered: (error: unknown) => {
      setChallenge(challengeIn(error instanceof ApiError ? error.answer : undefined));
      setAnnouncement('');
    },
    sent: (typed: string) => ({ ...(challenge ? { captcha: typed } : {}), ...(type === 'question' ? { captchaType: type } : {}) }),
    /** A new challenge for the same sign-in: another picture or question, or the other kind. */
    renew: (login: string, wanted: TCaptchaType) => {
      if (!renewal.isPending) renewal.mutate({ login, type: wanted });
    },
    renewing: renewal.isPending,
    renewError: renewal.error,
    /** A sign-in error in the words of a question when the driver answers questions, not pictures. */
    errorText: (error: unknown): string | null => {
      if (type !== 'question' || !(error instanceof ApiError)) return null;
      if (error.errorName === 'CaptchaIncorrect') return t('login.questionIncorrect');
      return error.errorName === 'LoginTryLimit' ? t('login.questionDemanded') : null;
    },
  };
}
