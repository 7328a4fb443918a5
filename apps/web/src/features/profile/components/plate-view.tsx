import { useTranslation } from 'react-i18next';
import { describePlate, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

/** A plate as it looks: Russian car (number | region), square motorcycle plate, or foreign with a label. */
export function PlateView({ plate, format }: { plate: string; format: TPlateFormat }) {
  const { t } = useTranslation(profileVehiclesTexts);
  const { kind, number, region } = describePlate(plate, format);
  if (kind === 'foreign') {
    return (
      <span className="plate plate-foreign" aria-label={t('profile.vehicle.foreignPlate', { plate: number })}>
        {number}
        <small>{t('profile.vehicle.foreign')}</small>
      </span>
    );
  }
  return (
    <span className={kind === 'moto' ? 'plate plate-moto' : 'plate'} aria-label={`${number} ${region}`}>
      <span className="plate-number">{number}</span>
      {region && <span className="plate-region">{region}</span>}
    </span>
  );
}
