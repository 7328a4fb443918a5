import '../fines.css';
import { Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useFines } from '../api/get-fines.ts';
import { FineCard, FineCardSkeleton } from '../components/fine-card.tsx';
import { FinesEmpty } from '../components/fines-empty.tsx';
import { finesTexts } from '../texts.ts';

/** Placeholders while the list loads: about what a driver with fines has. */
const SKELETON_CARDS = 4;

/**
 * /profile/penalty: the driver's fines as accordions, each with what covered it, if anything did.
 * A city that shows no fines (viewPenalty off) sends the address to the main page, asking nothing.
 */
export function PenaltyPage() {
  const { t } = useTranslation(finesTexts);
  const { href } = useLanguage();
  const token = useToken('standart');
  const settings = useSiteOptions().data?.settings;
  const fines = useFines(settings?.viewPenalty === true);
  if (settings && !settings.viewPenalty) return <Navigate to={href('/')} replace />;
  let content;
  if (fines.data) {
    content =
      fines.data.length === 0 ? (
        <FinesEmpty />
      ) : (
        <ul className="fines-list">
          {fines.data.map((fine) => (
            <FineCard key={fine.uin} fine={fine} token={token} />
          ))}
        </ul>
      );
  } else if (fines.isError) {
    content = <LoadErrorCard title={t('fines.failed')} error={fines.error} onRetry={() => void fines.refetch()} />;
  } else {
    content = (
      <ul className="fines-list" aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <FineCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t('fines.title')}</Title>
      {content}
    </Stack>
  );
}
