/** Query keys of the desk's calls; every desk query starts with `all`, so a sign-out drops them together. */
export const deskKeys = {
  all: ['operator-desk'] as const,
  appeals: (status: string, topic: string) => [...deskKeys.all, 'appeals', status, topic] as const,
  appealLists: () => [...deskKeys.all, 'appeals'] as const,
  thread: (id: number) => [...deskKeys.all, 'thread', id] as const,
  fines: (q: string) => [...deskKeys.all, 'fines', q] as const,
  fineLists: () => [...deskKeys.all, 'fines'] as const,
  bankStatements: () => [...deskKeys.all, 'bank-statements'] as const,
  me: () => [...deskKeys.all, 'me'] as const,
  staff: () => [...deskKeys.all, 'staff'] as const,
  audit: (filter: object) => [...deskKeys.all, 'audit', filter] as const,
  drivers: (query: string) => [...deskKeys.all, 'drivers', query] as const,
  driver: (id: number) => [...deskKeys.all, 'driver', id] as const,
};
