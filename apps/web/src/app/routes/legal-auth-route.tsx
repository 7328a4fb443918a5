import { Navigate } from 'react-router';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { LegalAuthPage } from '@/features/auth/routes/legal-auth-page.tsx';

/**
 * /legal/auth is public-only (accounts 2): a signed-in driver or company is sent to the home page,
 * where a company then meets its cabinet.
 */
export function LegalAuthRoute() {
  const { href } = useLanguage();
  const driver = useToken('standart');
  const company = useToken('coop');
  if (driver !== '' || company !== '') return <Navigate to={href(paths.home.getHref())} replace />;
  return <LegalAuthPage />;
}
