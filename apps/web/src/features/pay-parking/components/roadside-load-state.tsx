import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import type { DriverRoadside } from '../use-driver-roadside.ts';
import { parkingFeatureTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';

/** What a driver's roadside form shows until it can be filled in: why the zones or the profile failed, or a skeleton of `height`. */
export function RoadsideLoadState({ source, height }: { source: Pick<DriverRoadside, 'zones' | 'profile'>; height: number }) {
  const { t } = useTranslation([parkingFeatureTexts, parkingTexts]);
  const { zones, profile } = source;
  if (zones.isError || profile.isError) {
    const failed = zones.isError ? zones : profile;
    return (
      <LoadErrorCard title={zones.isError ? t('parking.zonesFailed') : t('parking.profileFailed')} error={failed.error} onRetry={() => void failed.refetch()} />
    );
  }
  return <Skeleton h={height} radius="md" />;
}
