import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import { PlateFields } from '@/domains/parking/components/plate-fields.tsx';
import { OTHER_VEHICLE, type RoadsideValues } from '../read-roadside.ts';
import { parkingFeatureTexts } from '../texts.ts';

interface VehicleFieldsProps {
  values: RoadsideValues;
  /** The select's effective value (the primary vehicle until the driver picks). */
  choice: string;
  vehicles: readonly TVehicle[];
  useTsCategory: boolean;
  set: <K extends keyof RoadsideValues>(name: K, value: RoadsideValues[K]) => void;
  onBlur: () => void;
  error?: string | null;
  disabled?: boolean;
}

/** One of the profile's vehicles, or a plate typed by hand (with its format, and category when the city asks). */
export function VehicleFields({ values, choice, vehicles, useTsCategory, set, onBlur, error, disabled }: VehicleFieldsProps) {
  const { t } = useTranslation(parkingFeatureTexts);
  const typed = choice === OTHER_VEHICLE;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('parking.vehicle')}
        value={choice}
        onChange={(event) => set('vehicle', event.currentTarget.value)}
        data={[
          ...vehicles.map((v) => ({ value: v.numberTs, label: v.mainTs ? t('parking.mainVehicle', { plate: v.numberTs }) : v.numberTs })),
          { value: OTHER_VEHICLE, label: t('parking.otherVehicle') },
        ]}
        error={typed ? null : error}
        disabled={disabled}
        required
      />
      {typed && <PlateFields values={values} useTsCategory={useTsCategory} set={set} onBlur={onBlur} error={error} disabled={disabled} />}
    </Stack>
  );
}
