/** The desk's own screens, under `paths.operatorDesk`; kept here so the drivers' first load does not carry them. */
export const deskPaths = {
  inbox: { getHref: () => '/operator' },
  appeal: { path: 'appeals/:id', getHref: (id: number) => `/operator/appeals/${id}` },
  fines: { path: 'fines', getHref: () => '/operator/fines' },
  bankStatements: { path: 'bank-statements', getHref: () => '/operator/bank-statements' },
  staff: { path: 'staff', getHref: () => '/operator/staff' },
  audit: { path: 'audit', getHref: () => '/operator/audit' },
  /** The driver search; the query stays in the address, so the card's way back finds it again. */
  drivers: { path: 'drivers', getHref: (query = '') => (query ? `/operator/drivers?q=${encodeURIComponent(query)}` : '/operator/drivers') },
  driver: { path: 'drivers/:id', getHref: (id: number, query = '') => `/operator/drivers/${id}${query ? `?q=${encodeURIComponent(query)}` : ''}` },
  /** The invitee's set-up page, opened from the invitation's link without a sign-in. */
  setup: { path: 'setup', getHref: () => '/operator/setup' },
} as const;
