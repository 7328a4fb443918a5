import { tokenStore } from '@/lib/auth/token-store.ts';

/** The appeal calls carry the driver's token in the Authorization header (spec §7, Feedback). */
export const authorization = (): Record<string, string> => ({ Authorization: `Bearer ${tokenStore.get('standart')}` });
