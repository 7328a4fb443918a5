import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';

/**
 * The captcha a failed sign-in may demand: the image the server sent last, the rule of its field,
 * and what goes with the next try (the typed text only while an image is shown).
 */
export function useCaptcha() {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  return {
    image,
    rule: (value: string) => (image && !value.trim() ? t('form.emptyField') : null),
    /** The server sends a fresh image with every answer that demands one; any other answer drops it. */
    answered: (error: unknown) => {
      const captcha = error instanceof ApiError ? error.answer?.captcha : undefined;
      setImage(typeof captcha === 'string' ? captcha : null);
    },
    sent: (typed: string) => (image ? { captcha: typed } : {}),
  };
}
