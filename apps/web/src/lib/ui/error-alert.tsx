import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/error-message.ts';

/**
 * A failed call said in the user's language (by its errorName), or `children` when the caller words
 * it; nothing when there is neither. `role="alert"` makes screen readers announce it.
 */
export function ErrorAlert({ error, children, mt }: { error?: unknown; children?: ReactNode; mt?: string }) {
  const { t } = useTranslation();
  if (children === undefined && (error === undefined || error === null)) return null;
  return (
    <Alert color="red" role="alert" mt={mt}>
      {children ?? errorMessage(t, error)}
    </Alert>
  );
}
