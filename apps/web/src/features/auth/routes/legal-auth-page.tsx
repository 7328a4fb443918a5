import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalSignInForm } from '../components/legal-sign-in-form.tsx';
import { authTexts } from '../texts.ts';

/** /legal/auth: the sign-in of legal entities, reached from the login modal's chooser. */
export function LegalAuthPage() {
  const { t } = useTranslation(authTexts);
  useEffect(() => {
    document.title = t('legal.title');
  }, [t]);
  return <LegalSignInForm />;
}
