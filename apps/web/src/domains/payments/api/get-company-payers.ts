import { useQuery } from '@tanstack/react-query';
import { ZCompanyPayersResponse, type TCompanyPayer } from '@city-parking/contract/corporate/company-payers';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';
import { useToken } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { companyPayersKeys } from './company-payers-keys.ts';

/** GET /api/profile/company-payers: the companies that pay for the driver's parking; idle while nobody is signed in. */
export function useCompanyPayers() {
  const token = useToken('standart');
  return useQuery({
    queryKey: companyPayersKeys.driver(token),
    queryFn: async () => (await fetchAnswer('/api/profile/company-payers', ZCompanyPayersResponse, { query: { token } })).result,
    enabled: token !== '',
    staleTime: 60_000,
  });
}

/** The company that may pay for `plate` now (the driver and the vehicle active), if any. */
export function companyFor(payers: readonly TCompanyPayer[] | undefined, plate: string | undefined): TCompanyPayer | undefined {
  if (!plate) return undefined;
  const wanted = normalisePlate(plate);
  return payers?.find((payer) => payer.active && payer.plates.includes(wanted));
}
