import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { deskKeys } from '../api/desk-keys.ts';
import { operatorLogout } from '../api/operator-logout.ts';
import { DeskHeader } from '../components/desk-header.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { deskPaths } from '../desk-paths.ts';
import { deskSession, useDeskToken } from '../desk-session.ts';
import { operatorDeskTexts } from '../texts.ts';
import '../desk.css';

// The signed-in screens load after the sign-in, which every visit starts with and which needs none of them.
const DeskScreens = lazy(async () => ({ default: (await import('../components/desk-screens.tsx')).DeskScreens }));
// The invitee's set-up page is opened from an e-mail, signed in or not.
const SetupScreen = lazy(async () => ({ default: (await import('../components/setup-screen.tsx')).SetupScreen }));

/** What shows while a screen's code arrives: a heading and a list of the screens' usual size. */
function ScreenSkeleton() {
  return (
    <Stack aria-busy>
      <Skeleton h={32} w={220} />
      <Skeleton h={60} />
      <Skeleton h={380} />
    </Stack>
  );
}

/**
 * The operator's desk (`/operator`): an area of its own for the city's staff, without the drivers'
 * header, menus and footer, with its own sign-in kept apart from a driver's. A token the server
 * refuses returns to the sign-in, which then says the session ended.
 */
export function OperatorDeskPage() {
  const { t } = useTranslation(operatorDeskTexts);
  const token = useDeskToken();
  const settingUp = stripLanguage(useLocation().pathname).replace(/\/+$/, '') === deskPaths.setup.getHref();
  const queryClient = useQueryClient();
  const hadToken = useRef(token !== '');
  // A sign-out the operator asked for is not an ended session.
  const leaving = useRef(false);
  const [expired, setExpired] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = () => {
    setLoggingOut(true);
    // Signed out here whatever the server answers; the token is forgotten either way.
    void operatorLogout()
      .catch(() => undefined)
      .finally(() => {
        setLoggingOut(false);
        deskSession.clear();
      });
  };

  useEffect(() => {
    // The desk renders at once: index.html's first loader is the drivers' shell's to remove otherwise.
    document.getElementById('first-loader')?.remove();
  }, []);
  useEffect(() => {
    document.title = t('desk.title');
  }, [t]);
  useEffect(() => {
    if (token === '') {
      // Signed out or refused: nothing an operator saw stays in the cache for the next one.
      queryClient.removeQueries({ queryKey: deskKeys.all });
      setExpired(hadToken.current && !leaving.current);
      leaving.current = false;
    } else setExpired(false);
    hadToken.current = token !== '';
  }, [token, queryClient]);

  return (
    <div style={{ minHeight: '100vh' }}>
      <DeskHeader
        operator={token ? deskSession.name() : null}
        onLogout={() => {
          leaving.current = true;
          logout();
        }}
        loggingOut={loggingOut}
      />
      <Container component="main" id="main" size="lg" py="lg">
        {settingUp ? (
          <Suspense fallback={<ScreenSkeleton />}>
            <SetupScreen />
          </Suspense>
        ) : token ? (
          <Suspense fallback={<ScreenSkeleton />}>
            <DeskScreens />
          </Suspense>
        ) : (
          <SignInForm expired={expired} />
        )}
      </Container>
    </div>
  );
}
