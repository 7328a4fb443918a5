import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { onAuthMessage } from '@/lib/auth/auth-channel.ts';
import { logout } from '@/lib/auth/logout.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { onTokenError } from '@/lib/http/token-errors.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { closeModal, openModal } from '@/lib/modals/modal-store.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';

/** Keeps sign-in state in step with the server (expired tokens) and with the other tabs. */
export function AuthSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { href } = useLanguage();
  // The page a re-login returns to, kept apart from the handler so that it is not re-subscribed on every move.
  const { pathname, search } = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);

  useEffect(
    () =>
      onTokenError(() => {
        // Signed out, the refused token was a guest's, which the guest payment replaces by itself.
        if (tokenStore.get('standart') === '') return;
        // Read before signing out: the profile pages leave for the main page once the token is gone.
        const returnTo = here.current;
        // The server already refused the token; telling it again would only fail again.
        logout('standart', { notifyServer: false });
        queryClient.removeQueries({ queryKey: profileKeys.all });
        openModal('tokenExpired', { returnTo });
      }),
    [queryClient],
  );

  useEffect(
    () =>
      onAuthMessage((message) => {
        // A company's sign-in and sign-out reach the other tabs through the stored coop token itself.
        if (message.city !== currentCity.city || message.userType === 'coop') return;
        if (message.type === 'LOGIN') {
          void queryClient.invalidateQueries({ queryKey: profileKeys.all });
          closeModal();
        } else {
          queryClient.removeQueries({ queryKey: profileKeys.all });
          void navigate(href('/'));
        }
      }),
    [queryClient, navigate, href],
  );
  return null;
}
