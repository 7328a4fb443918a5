import { useTranslation } from 'react-i18next';
import { ZoneField } from '@/domains/parking/components/zone-field.tsx';
import { OTHER_VEHICLE, type RoadsideReading, type RoadsideValues } from '../read-roadside.ts';
import type { DriverRoadside } from '../use-driver-roadside.ts';
import { VehicleFields } from './vehicle-fields.tsx';
import { parkingFeatureTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';

type Field = 'zone' | 'vehicle';

interface ZoneVehicleFieldsProps {
  source: Pick<DriverRoadside, 'zones' | 'vehicles' | 'byParking' | 'useTsCategory'>;
  values: RoadsideValues;
  reading: RoadsideReading;
  set: <K extends keyof RoadsideValues>(name: K, value: RoadsideValues[K]) => void;
  /** The form's touched fields: a field's issue is said once `shown` allows. */
  fields: { touch: (field: Field) => void; shown: (field: Field) => boolean };
  disabled: boolean;
}

/** The zone (or parking) and the vehicle: the fields both of the driver's roadside forms begin with, with their issues. */
export function ZoneVehicleFields({ source, values, reading, set, fields, disabled }: ZoneVehicleFieldsProps) {
  const { t } = useTranslation([parkingFeatureTexts, parkingTexts]);
  const { issues } = reading;
  const zoneError = fields.shown('zone') && issues.zone ? t(issues.zone, { ns: 'errors' }) : null;
  const vehicleError =
    fields.shown('vehicle') && issues.vehicle
      ? reading.vehicleChoice === OTHER_VEHICLE
        ? t(`parking.issue.${issues.vehicle}`)
        : t('EmptyTs', { ns: 'errors' })
      : null;
  return (
    <>
      <ZoneField
        value={values.zone}
        onChange={(zone) => set('zone', zone)}
        onBlur={() => fields.touch('zone')}
        zones={source.zones}
        byParking={source.byParking}
        chosen={reading.zone}
        error={zoneError}
        disabled={disabled}
      />
      <VehicleFields
        values={values}
        choice={reading.vehicleChoice}
        vehicles={source.vehicles}
        useTsCategory={source.useTsCategory}
        set={set}
        onBlur={() => fields.touch('vehicle')}
        error={vehicleError}
        disabled={disabled}
      />
    </>
  );
}
