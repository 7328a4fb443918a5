import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { LanguageGate } from './language-gate.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';

/*
 * Declarative routing with React.lazy pages: the data router of react-router would double the
 * router's share of every page's first load, and TanStack Query already does the data loading.
 * A page whose chunk fails to load ends in RouteErrorBoundary (in AppLayout) with a reload button.
 */
const HomePage = lazy(async () => ({ default: (await import('@/features/map/routes/home-page.tsx')).HomePage }));
const NewsListPage = lazy(async () => ({ default: (await import('@/features/news/routes/news-list-page.tsx')).NewsListPage }));
const NewsItemPage = lazy(async () => ({ default: (await import('@/features/news/routes/news-item-page.tsx')).NewsItemPage }));
const ContentPage = lazy(async () => ({ default: (await import('@/features/pages/routes/content-page.tsx')).ContentPage }));
const SmsCommandsPage = lazy(async () => ({ default: (await import('@/features/sms-commands/routes/sms-commands-page.tsx')).SmsCommandsPage }));
const UpdatePage = lazy(async () => ({ default: (await import('@/features/update/routes/update-page.tsx')).UpdatePage }));
const CheckPage = lazy(async () => ({ default: (await import('@/features/check/routes/check-page.tsx')).CheckPage }));

const RegistrationPage = lazy(async () => ({ default: (await import('@/features/registration/routes/registration-page.tsx')).RegistrationPage }));
const EmailConfirmationPage = lazy(async () => ({
  default: (await import('@/features/registration/routes/email-confirmation-page.tsx')).EmailConfirmationPage,
}));
const RestorePasswordPage = lazy(async () => ({ default: (await import('@/features/restore-password/routes/restore-password-page.tsx')).RestorePasswordPage }));

const PaymentReturnPage = lazy(async () => ({ default: (await import('@/features/payments/routes/payment-return-page.tsx')).PaymentReturnPage }));
const PhonePaymentCallbackPage = lazy(async () => ({
  default: (await import('@/features/phone-payment/routes/phone-payment-callback-page.tsx')).PhonePaymentCallbackPage,
}));
const GuestPaymentPage = lazy(async () => ({ default: (await import('@/features/guest-payment/routes/guest-payment-page.tsx')).GuestPaymentPage }));
const ProfileLayout = lazy(async () => ({ default: (await import('@/features/profile/routes/profile-layout.tsx')).ProfileLayout }));
const MyProfilePage = lazy(async () => ({ default: (await import('@/features/profile/routes/my-profile-page.tsx')).MyProfilePage }));
const ParkingPage = lazy(async () => ({ default: (await import('@/features/parking/routes/parking-page.tsx')).ParkingPage }));

/** The profile menu's first entry, where bare /profile leads. */
function FirstProfilePage() {
  const { href } = useLanguage();
  return <Navigate to={href(paths.myProfile.getHref())} replace />;
}

const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.news.path, element: <NewsListPage /> },
  { path: paths.newsItem.path, element: <NewsItemPage /> },
  { path: paths.pages.path, element: <ContentPage /> },
  { path: paths.smsCommands.path, element: <SmsCommandsPage /> },
  { path: paths.update.path, element: <UpdatePage /> },
  { path: paths.check.path, element: <CheckPage /> },
  { path: paths.registration.path, element: <RegistrationPage /> },
  { path: paths.registrationEmail.path, element: <EmailConfirmationPage /> },
  { path: paths.restorePassword.path, element: <RestorePasswordPage /> },
  {
    path: paths.profile.path,
    element: <ProfileLayout />,
    children: [
      { index: true, element: <FirstProfilePage /> },
      { path: paths.myProfile.path, element: <MyProfilePage /> },
      { path: paths.parking.path, element: <ParkingPage /> },
    ],
  },
  { path: paths.payment.path, element: <PaymentReturnPage /> },
  { path: paths.phonePaymentCallback.path, element: <PhonePaymentCallbackPage /> },
  { path: paths.guestPayment.path, element: <GuestPaymentPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    // Every route also exists under /ru and /en; LanguageGate sorts out the prefix.
    path: '/:lng?',
    element: <LanguageGate />,
    children: [{ element: <AppLayout />, children: pageRoutes }],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
