import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { finesTexts } from '../texts.ts';

/**
 * No fines: says how fines are found (a car's plate and STS together, or a driving licence) and,
 * for each Russian car without an STS, links to its form in the profile, since none of its fines can
 * be found without one. A foreign car carries no Russian STS, so it is not asked for.
 */
export function FinesEmpty() {
  const { t } = useTranslation(finesTexts);
  const { href } = useLanguage();
  const vehicles = useProfile().data?.ts ?? [];
  const withoutSts = vehicles.filter((vehicle) => vehicle.formatGrz !== 'foreign' && vehicle.STSNumber === '');
  return (
    <div className="fines-empty">
      <Text fw={600}>{t('fines.empty')}</Text>
      <Text c="dimmed">{t('fines.emptyHint')}</Text>
      {withoutSts.length > 0 && (
        <ul className="fines-no-sts">
          {withoutSts.map((vehicle) => (
            <li key={vehicle.id}>
              {t('fines.noSts', { plate: vehicle.numberTs })}{' '}
              <Anchor component={Link} to={href(paths.myProfile.getHref(vehicle.numberTs))} aria-label={t('fines.addStsLabel', { plate: vehicle.numberTs })}>
                {t('fines.addSts')}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
