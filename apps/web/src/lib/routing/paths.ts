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
  registration: { path: 'registration', getHref: () => '/registration' },
  registrationEmail: {
    path: 'registration/confirmation/email/:salt/:code',
    getHref: (salt: string, code: string) => `/registration/confirmation/email/${salt}/${code}`,
  },
  restorePassword: { path: 'restore-password', getHref: () => '/restore-password' },
  profile: { path: 'profile', getHref: () => '/profile' },
  myProfile: { path: 'my-profile', getHref: () => '/profile/my-profile' },
  parking: { path: 'parking', getHref: (zone?: string) => (zone ? `/profile/parking?zone=${encodeURIComponent(zone)}` : '/profile/parking') },
  operations: { path: 'operations', getHref: () => '/profile/operations' },
  abonements: { path: 'abonements', getHref: () => '/profile/abonements' },
  constructor: { path: 'constructor', getHref: () => '/profile/constructor' },
  feedback: {
    path: 'feedback',
    /** With a fine's UIN, the form opens as an appeal against that fine. */
    getHref: (fine?: string) => (fine ? `/profile/feedback?fine=${encodeURIComponent(fine)}` : '/profile/feedback'),
  },
  payment: { path: 'payment', getHref: () => '/payment' },
  phonePaymentCallback: { path: 'phone-payment-callback', getHref: () => '/phone-payment-callback' },
  guestPayment: { path: 'guest-payment', getHref: () => '/guest-payment' },
} as const;
