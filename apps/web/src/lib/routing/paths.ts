/** Every route of the web app in one place; `getHref` builds a link without the language prefix. */
export const paths = {
  home: { path: '', getHref: () => '/' },
  news: { path: 'news', getHref: () => '/news' },
  newsItem: { path: 'news/:id', getHref: (id: number | string) => `/news/${id}` },
  pages: { path: 'pages/*', getHref: (path: string) => `/pages/${path.replace(/^\/+/, '')}` },
  personalDataRules: { path: 'pages/personal-data-rules', getHref: () => '/pages/personal-data-rules' },
  smsCommands: { path: 'sms-commands', getHref: () => '/sms-commands' },
  update: { path: 'update', getHref: () => '/update' },
  check: { path: 'check', getHref: () => '/check' },
  receipt: { path: 'receipt/:id', getHref: (id: string, city: string) => `/receipt/${id}?city=${city}` },
  registration: { path: 'registration', getHref: () => '/registration' },
  /** A registration's later steps by address; the e-mail's link is registrationEmail. */
  registrationConfirmation: {
    path: 'registration/confirmation/:step/:salt/:code?',
    getHref: (step: number, salt: string, code?: string) =>
      `/registration/confirmation/${step}/${encodeURIComponent(salt)}${code ? `/${encodeURIComponent(code)}` : ''}`,
  },
  registrationEmail: {
    path: 'registration/confirmation/email/:salt/:code',
    getHref: (salt: string, code: string) => `/registration/confirmation/email/${salt}/${code}`,
  },
  restorePassword: { path: 'restore-password', getHref: () => '/restore-password' },
  /** A restore step by address; a `salt` is the e-mailed code, which opens the last step with it. */
  restorePasswordStep: {
    path: 'restore-password/:step/:salt?',
    getHref: (step: number, salt?: string) => `/restore-password/${step}${salt ? `/${encodeURIComponent(salt)}` : ''}`,
  },
  profile: { path: 'profile', getHref: () => '/profile' },
  /** The driver's profile; `vehicle` (a plate) opens that vehicle's form, where its STS is entered. */
  myProfile: {
    path: 'my-profile',
    getHref: (vehicle?: string) => (vehicle ? `/profile/my-profile?vehicle=${encodeURIComponent(vehicle)}` : '/profile/my-profile'),
  },
  parking: { path: 'parking', getHref: (zone?: string) => (zone ? `/profile/parking?zone=${encodeURIComponent(zone)}` : '/profile/parking') },
  operations: { path: 'operations', getHref: () => '/profile/operations' },
  abonements: { path: 'abonements', getHref: () => '/profile/abonements' },
  constructor: { path: 'constructor', getHref: () => '/profile/constructor' },
  penalty: { path: 'penalty', getHref: () => '/profile/penalty' },
  receipts: { path: 'receipts', getHref: () => '/profile/receipts' },
  /** The feedback form; `fine` pre-fills an appeal that contests that fine. */
  feedback: { path: 'feedback', getHref: (fine?: string) => (fine ? `/profile/feedback?fine=${encodeURIComponent(fine)}` : '/profile/feedback') },
  payment: { path: 'payment', getHref: () => '/payment' },
  phonePaymentCallback: { path: 'phone-payment-callback', getHref: () => '/phone-payment-callback' },
  guestPayment: { path: 'guest-payment', getHref: () => '/guest-payment' },
  /** A company's sign-in (INN and contract number). */
  legalAuth: { path: 'legal/auth', getHref: () => '/legal/auth' },
  /** The corporate cabinet: an area of its own, shown instead of the public site while a coop token exists. */
  coopProfile: { path: 'coop-profile', getHref: () => '/coop-profile' },
  /** The operator's desk: an area of its own, outside the drivers' site and its shell. */
  operatorDesk: { path: 'operator/*', getHref: () => '/operator' },
} as const;
