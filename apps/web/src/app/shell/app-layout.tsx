import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Center, Container, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { waitingWorker } from '@/lib/pwa/update-available.ts';
import { PaymentReturnSync } from '@/domains/payments/components/payment-return-sync.tsx';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { AppBanner } from './app-banner.tsx';
import { AuthSync } from './auth-sync.tsx';
import { ClosedPage } from './closed-page.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MarqueeBanner } from './marquee-banner.tsx';
import { ModalHost } from './modal-host.tsx';
import { NotificationBar } from './notification-bar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { OptionsError } from './options-error.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// Modal and drawer code is not needed for the first paint; it loads when first shown.
const SideMenu = lazy(async () => ({ default: (await import('./side-menu.tsx')).SideMenu }));
// The announcement appears 300 ms after load by design, so its code can arrive after the page's.
const NotificationPopup = lazy(async () => ({ default: (await import('./notification-popup.tsx')).NotificationPopup }));
// Shown only when a new version of the app has been installed.
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt.tsx')).UpdatePrompt }));
const PromoBanner = lazy(async () => ({ default: (await import('./promo-banner.tsx')).PromoBanner }));

function removeFirstLoader() {
  document.getElementById('first-loader')?.remove();
}

/** The public site around every page; `page` replaces the routed page (the not-found case). */
export function AppLayout({ page }: { page?: ReactNode }) {
  const options = useSiteOptions();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { pathname } = useLocation();
  const settled = !options.isPending;
  const newVersion = waitingWorker.use();
  // A company signed in sees its cabinet instead of the public site (spec: app root behaviour).
  const coopToken = useToken('coop');
  const { href } = useLanguage();

  useEffect(() => {
    if (settled) removeFirstLoader();
  }, [settled]);

  // The one public page a company sees: the return from the provider's page after its top-up.
  const paymentReturn = pathname.replace(/^\/en(?=\/)/, '') === paths.payment.getHref();
  if (coopToken && !paymentReturn) return <Navigate to={href(paths.coopProfile.getHref())} replace />;
  if (options.isPending) return null;
  if (options.isError) return <OptionsError onRetry={() => void options.refetch()} />;
  if (options.data.isClose) return <ClosedPage phone={options.data.contacts.phone} />;

  const { settings } = options.data;
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
      <ScrollToTop />
      <AuthSync />
      {settings.appBanner && <AppBanner appLinks={options.data.appLinks} />}
      <Header
        options={options.data}
        menuOpened={menuOpened}
        onToggleMenu={() => {
          setMenuUsed(true);
          menu.toggle();
        }}
      />
      <OfflineBanner />
      {settings.marquee.enabled && <MarqueeBanner text={settings.marquee.text} />}
      <NotificationBar notification={options.data.notification} />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={menu.close} options={options.data} />
        </Suspense>
      )}
      <Container component="main" size="lg" w="100%" py="lg" style={{ flex: 1 }} className="app-content">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={
              <Center py={64}>
                <Loader />
              </Center>
            }
          >
            {page ?? <Outlet />}
          </Suspense>
        </RouteErrorBoundary>
      </Container>
      <Footer options={options.data} />
      <Suspense fallback={null}>
        <NotificationPopup />
      </Suspense>
      {settings.banner.enabled && (
        <Suspense fallback={null}>
          <PromoBanner banner={settings.banner} />
        </Suspense>
      )}
      <ModalHost />
      {/* After the page in the reading and tab order: what a payment finished in another tab came to. */}
      <PaymentReturnSync />
      {newVersion && (
        <Suspense fallback={null}>
          <UpdatePrompt worker={newVersion} />
        </Suspense>
      )}
    </Box>
  );
}
