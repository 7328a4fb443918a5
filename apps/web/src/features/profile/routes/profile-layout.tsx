import { Navigate, Outlet } from 'react-router';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** The profile area needs a signed-in driver; anyone else goes to the main page. */
export function ProfileLayout() {
  const { href } = useLanguage();
  const loggedIn = useToken('standart') !== '';
  if (!loggedIn) return <Navigate to={href('/')} replace />;
  return <Outlet />;
}
