import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { getProfileQueryOptions } from '@/domains/profile/api/get-profile.ts';
import { companyPayersKeys } from './company-payers-keys.ts';
import { costKeys } from './get-cost.ts';

/**
 * A payment from the balance (or one the provider completed in another tab) changed the balance and
 * the sessions, deferred ones included: the profile and every cost (whose answer carries the balance)
 * are asked again, and the company caps a company's payment lowered.
 */
export async function refreshAfterBalancePayment(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(tokenStore.get('standart')).queryKey }),
    queryClient.invalidateQueries({ queryKey: costKeys.all }),
    queryClient.invalidateQueries({ queryKey: companyPayersKeys.all }),
  ]);
}
