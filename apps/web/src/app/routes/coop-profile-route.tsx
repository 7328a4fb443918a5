import { lazy } from 'react';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { coopKeys } from '@/features/coop-cabinet/api/get-corp-profile.ts';
import { getCorpOperations } from '@/features/coop-cabinet/api/get-corp-operations.ts';
import { CoopProfilePage } from '@/features/coop-cabinet/routes/coop-profile-page.tsx';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { ClosedPage } from '../shell/closed-page.tsx';

// The history's table and filters load when their tab is first opened.
// The top-up is the payments feature's form, sent with the company's token; it loads when first opened.
const RefillModal = lazy(async () => ({ default: (await import('@/features/payments/components/refill-modal.tsx')).RefillModal }));
const CompanyOperations = lazy(async () => ({ default: (await import('@/features/operations/components/company-operations.tsx')).CompanyOperations }));

/**
 * /coop-profile with the history feature's table and filters as its operations tab and the payments
 * feature's top-up form, handed to it here because a feature imports no other feature; the pages
 * are loaded with the company's token. A closed city (isClose) shows its closed page here too,
 * as everywhere else: the cabinet is no way round it.
 */
export function CoopProfileRoute() {
  const token = useToken('coop');
  const options = useSiteOptions();
  if (options.isPending) return null;
  if (options.data?.isClose) return <ClosedPage phone={options.data.contacts.phone} />;
  return (
    <CoopProfilePage
      topUpDialog={(onClose, profile) => (
        <RefillModal payer="company" company={{ name: profile.name, inn: profile.inn, email: profile.email }} onClose={onClose} />
      )}
      operationsPanel={(profile) => (
        <CompanyOperations
          drivers={profile.drivers}
          vehicles={profile.ts.map((vehicle) => vehicle.numberTs)}
          queryKey={coopKeys.operations(currentCity.city, token)}
          load={getCorpOperations}
        />
      )}
    />
  );
}
