import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { LanguageGate } from './language-gate.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { preloadable } from '@/lib/routing/preloadable.ts';
import { SettingRoute } from './routes/setting-route.tsx';

/*
 * Declarative routing with React.lazy pages: the data router of react-router would double the
 * router's share of every page's first load, and TanStack Query already does the data loading.
 * A page whose chunk fails to load ends in RouteErrorBoundary (in AppLayout) with a reload button.
 */

/** Each page's code, for React.lazy and for preloadPageOf: once here, lazy renders it without suspending. */
const load = {
  homePage: preloadable(async () => ({ default: (await import('@/features/map/routes/home-page.tsx')).HomePage })),
  newsListPage: preloadable(async () => {
    const page = await import('@/features/news/routes/news-list-page.tsx');
    return { default: page.NewsListPage, prefetchData: page.prefetchNewsListData };
  }),
  newsItemPage: preloadable(async () => ({ default: (await import('@/features/news/routes/news-item-page.tsx')).NewsItemPage })),
  contentPage: preloadable(async () => ({ default: (await import('@/features/pages/routes/content-page.tsx')).ContentPage })),
  smsCommandsPage: preloadable(async () => ({ default: (await import('@/features/sms-commands/routes/sms-commands-page.tsx')).SmsCommandsPage })),
  updatePage: preloadable(async () => ({ default: (await import('@/features/update/routes/update-page.tsx')).UpdatePage })),
  checkPage: preloadable(async () => ({ default: (await import('@/features/check/routes/check-page.tsx')).CheckPage })),
  receiptPage: preloadable(async () => ({ default: (await import('@/features/fiscal-receipt/routes/receipt-page.tsx')).ReceiptPage })),
  registrationPage: preloadable(async () => ({ default: (await import('@/features/registration/routes/registration-page.tsx')).RegistrationPage })),
  emailConfirmationPage: preloadable(async () => ({
    default: (await import('@/features/registration/routes/email-confirmation-page.tsx')).EmailConfirmationPage,
  })),
  restorePasswordPage: preloadable(async () => ({
    default: (await import('@/features/restore-password/routes/restore-password-page.tsx')).RestorePasswordPage,
  })),
  paymentReturnPage: preloadable(async () => ({ default: (await import('@/features/payments/routes/payment-return-page.tsx')).PaymentReturnPage })),
  phonePaymentCallbackPage: preloadable(async () => ({
    default: (await import('@/features/phone-payment/routes/phone-payment-callback-page.tsx')).PhonePaymentCallbackPage,
  })),
  guestPaymentPage: preloadable(async () => ({ default: (await import('@/features/guest-payment/routes/guest-payment-page.tsx')).GuestPaymentPage })),
  profileLayout: preloadable(async () => ({ default: (await import('@/features/profile/routes/profile-layout.tsx')).ProfileLayout })),
  myProfilePage: preloadable(async () => ({ default: (await import('@/features/profile/routes/my-profile-page.tsx')).MyProfilePage })),
  parkingPage: preloadable(async () => ({ default: (await import('@/features/pay-parking/routes/parking-page.tsx')).ParkingPage })),
  operationsPage: preloadable(async () => ({ default: (await import('@/features/operations/routes/operations-page.tsx')).OperationsPage })),
  subscriptionsPage: preloadable(async () => ({ default: (await import('@/features/subscriptions/routes/subscriptions-page.tsx')).SubscriptionsPage })),
  penaltyPage: preloadable(async () => ({ default: (await import('@/features/fines/routes/penalty-page.tsx')).PenaltyPage })),
  receiptsPage: preloadable(async () => ({ default: (await import('@/features/payment-documents/routes/receipts-page.tsx')).ReceiptsPage })),
  feedbackPage: preloadable(async () => ({ default: (await import('@/features/feedback/routes/feedback-page.tsx')).FeedbackPage })),
  subscriptionConstructorPage: preloadable(async () => ({
    default: (await import('./routes/subscription-constructor-route.tsx')).SubscriptionConstructorRoute,
  })),
  legalAuthPage: preloadable(async () => ({ default: (await import('./routes/legal-auth-route.tsx')).LegalAuthRoute })),
  coopProfilePage: preloadable(async () => ({ default: (await import('./routes/coop-profile-route.tsx')).CoopProfileRoute })),
  operatorDeskPage: preloadable(async () => ({ default: (await import('@/features/operator-desk/routes/operator-desk-page.tsx')).OperatorDeskPage })),
};

const HomePage = lazy(load.homePage);
const NewsListPage = lazy(load.newsListPage);
const NewsItemPage = lazy(load.newsItemPage);
const ContentPage = lazy(load.contentPage);
const SmsCommandsPage = lazy(load.smsCommandsPage);
const UpdatePage = lazy(load.updatePage);
const CheckPage = lazy(load.checkPage);
const ReceiptPage = lazy(load.receiptPage);
const RegistrationPage = lazy(load.registrationPage);
const EmailConfirmationPage = lazy(load.emailConfirmationPage);
const RestorePasswordPage = lazy(load.restorePasswordPage);
const PaymentReturnPage = lazy(load.paymentReturnPage);
const PhonePaymentCallbackPage = lazy(load.phonePaymentCallbackPage);
const GuestPaymentPage = lazy(load.guestPaymentPage);
const ProfileLayout = lazy(load.profileLayout);
const MyProfilePage = lazy(load.myProfilePage);
const ParkingPage = lazy(load.parkingPage);
const OperationsPage = lazy(load.operationsPage);
const SubscriptionsPage = lazy(load.subscriptionsPage);
const SubscriptionConstructorPage = lazy(load.subscriptionConstructorPage);
const PenaltyPage = lazy(load.penaltyPage);
const ReceiptsPage = lazy(load.receiptsPage);
const OperatorDeskPage = lazy(load.operatorDeskPage);
const LegalAuthPage = lazy(load.legalAuthPage);
const CoopProfilePage = lazy(load.coopProfilePage);
const FeedbackPage = lazy(load.feedbackPage);

/** The profile menu's first entry, where bare /profile leads. */
function FirstProfilePage() {
  const { href } = useLanguage();
  return <Navigate to={href(paths.parking.getHref())} replace />;
}

const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: { preload: load.homePage } },
  { path: paths.news.path, element: <NewsListPage />, handle: { preload: load.newsListPage } },
  { path: paths.newsItem.path, element: <NewsItemPage />, handle: { preload: load.newsItemPage } },
  { path: paths.pages.path, element: <ContentPage />, handle: { preload: load.contentPage } },
  { path: paths.smsCommands.path, element: <SmsCommandsPage />, handle: { preload: load.smsCommandsPage } },
  { path: paths.update.path, element: <UpdatePage />, handle: { preload: load.updatePage } },
  { path: paths.check.path, element: <CheckPage />, handle: { preload: load.checkPage } },
  { path: paths.receipt.path, element: <ReceiptPage />, handle: { preload: load.receiptPage } },
  { path: paths.registration.path, element: <RegistrationPage />, handle: { preload: load.registrationPage } },
  { path: paths.registrationConfirmation.path, element: <RegistrationPage />, handle: { preload: load.registrationPage } },
  { path: paths.registrationEmail.path, element: <EmailConfirmationPage />, handle: { preload: load.emailConfirmationPage } },
  { path: paths.restorePassword.path, element: <RestorePasswordPage />, handle: { preload: load.restorePasswordPage } },
  { path: paths.restorePasswordStep.path, element: <RestorePasswordPage />, handle: { preload: load.restorePasswordPage } },
  { path: paths.legalAuth.path, element: <LegalAuthPage />, handle: { preload: load.legalAuthPage } },
  {
    path: paths.profile.path,
    element: <ProfileLayout />,
    handle: { preload: load.profileLayout },
    children: [
      { index: true, element: <FirstProfilePage /> },
      { path: paths.myProfile.path, element: <MyProfilePage />, handle: { preload: load.myProfilePage } },
      { path: paths.parking.path, element: <ParkingPage />, handle: { preload: load.parkingPage } },
      { path: paths.operations.path, element: <OperationsPage />, handle: { preload: load.operationsPage } },
      { path: paths.abonements.path, element: <SubscriptionsPage />, handle: { preload: load.subscriptionsPage } },
      {
        path: paths.receipts.path,
        element: (
          <SettingRoute setting="useReceipts">
            <ReceiptsPage />
          </SettingRoute>
        ),
        handle: { preload: load.receiptsPage },
      },
      { path: paths.penalty.path, element: <PenaltyPage />, handle: { preload: load.penaltyPage } },
      {
        path: paths.constructor.path,
        element: <SubscriptionConstructorPage />,
        handle: { preload: load.subscriptionConstructorPage },
      },
      {
        path: paths.feedback.path,
        element: (
          <SettingRoute setting="useFeedback">
            <FeedbackPage />
          </SettingRoute>
        ),
        handle: { preload: load.feedbackPage },
      },
    ],
  },
  { path: paths.payment.path, element: <PaymentReturnPage />, handle: { preload: load.paymentReturnPage } },
  { path: paths.phonePaymentCallback.path, element: <PhonePaymentCallbackPage />, handle: { preload: load.phonePaymentCallbackPage } },
  { path: paths.guestPayment.path, element: <GuestPaymentPage />, handle: { preload: load.guestPaymentPage } },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    // Every route also exists under /ru and /en; LanguageGate sorts out the prefix.
    path: '/:lng?',
    element: <LanguageGate />,
    children: [
      // The operator's desk is an area of its own, outside the drivers' shell (header, menus, footer).
      { path: paths.operatorDesk.path, element: <OperatorDeskPage />, handle: { preload: load.operatorDeskPage } },
      // The corporate cabinet likewise: a company signed in sees it instead of the public site.
      { path: paths.coopProfile.path, element: <CoopProfilePage />, handle: { preload: load.coopProfilePage } },
      { element: <AppLayout />, children: pageRoutes },
    ],
  },
];

/** What a page's module may export beside the page: its data, asked for beside its code. */
export interface TPageModule {
  prefetchData?: (client: QueryClient, location: { pathname: string; search: string }) => Promise<void>;
}

/**
 * Starts loading the code of the page at `location` (and of its layout) before the app renders,
 * which would otherwise ask for it only once the site options have arrived. Resolves when it is
 * here, or failed: a failed load is the lazy page's to report, when it asks for the same chunk.
 * A page whose module exports `prefetchData` has its data asked for as soon as its code is here,
 * rather than after its first render. That is not waited for: the data usually arrives before the
 * options and texts do, and the page then renders once, with its content; a slow answer delays
 * only the page's own part, shown loading, as before.
 */
export function preloadPageOf(location: { pathname: string; search: string }, client: QueryClient): Promise<void> {
  const loads = (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
    const handle = route.handle as { preload?: () => Promise<TPageModule> } | undefined;
    const page = await handle?.preload?.().catch(() => undefined);
    void page?.prefetchData?.(client, location);
  });
  return Promise.all(loads).then(() => undefined);
}

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
