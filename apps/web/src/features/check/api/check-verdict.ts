import { queryOptions, useQuery } from '@tanstack/react-query';
import { canonicalCheck, CHECK_SIGNATURE_PARAM, checkFieldsOf } from '@city-parking/contract/fiscal/canonical-check';
import { useCityKey } from '@/domains/site/api/get-city-key.ts';
import { verifySignature, type TVerdict } from '@/lib/crypto/verify-signature.ts';

export const checkKeys = {
  verdict: (text: string, signature: string, key: string) => ['check-verdict', text, signature, key] as const,
};

/** The check of a signed text with a key; a text, signature and key never give another answer. */
export const getCheckVerdictQueryOptions = (text: string, signature: string, publicKey: string) =>
  queryOptions({ queryKey: checkKeys.verdict(text, signature, publicKey), queryFn: () => verifySignature(text, signature, publicKey), staleTime: Infinity });

/** What a /check link's verdict is: `unsigned` for a link without `sig`, undefined while it is checked. */
export type TCheckVerdict = TVerdict | 'unsigned';

/**
 * The verdict on a /check link's signature, with the key of the link's city (`apiUrl`, null for a
 * link of no known city, which has no key to check it with).
 */
export function useCheckVerdict(params: URLSearchParams, apiUrl: string | null): TCheckVerdict | undefined {
  const signature = params.get(CHECK_SIGNATURE_PARAM) ?? '';
  const checkable = signature !== '' && apiUrl !== null;
  const key = useCityKey(apiUrl ?? '', checkable);
  const publicKey = key.data ?? '';
  const verdict = useQuery({
    ...getCheckVerdictQueryOptions(canonicalCheck(checkFieldsOf(params)), signature, publicKey),
    enabled: checkable && !key.isPending,
  });
  if (signature === '') return 'unsigned';
  if (apiUrl === null) return 'unavailable';
  return verdict.data;
}
