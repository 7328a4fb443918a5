import { useState } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import { detectPlateFormat, normalisePlateFor, VEHICLE_CATEGORIES, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
import { OTHER_VEHICLE, type RoadsideValues } from '../read-roadside.ts';

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
  const { t } = useTranslation();
  const typed = choice === OTHER_VEHICLE;
  // The format follows what is typed until the driver picks one.
  const [formatChosen, setFormatChosen] = useState(false);
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
      {typed && (
        <>
          <NativeSelect
            label={t('parking.format')}
            value={values.format}
            onChange={(event) => {
              setFormatChosen(true);
              set('format', event.currentTarget.value as TPlateFormat);
            }}
            data={[
              { value: 'rus', label: t('parking.russian') },
              { value: 'foreign', label: t('parking.foreign') },
            ]}
            disabled={disabled}
          />
          <TextInput
            label={t('parking.plate')}
            value={values.plate}
            onChange={(event) => {
              const plate = event.currentTarget.value;
              set('plate', plate);
              if (!formatChosen) set('format', detectPlateFormat(plate));
            }}
            onBlur={() => {
              set('plate', normalisePlateFor(values.plate, values.format));
              onBlur();
            }}
            error={error}
            disabled={disabled}
            required
          />
          {useTsCategory && (
            <NativeSelect
              label={t('parking.category')}
              value={values.category}
              onChange={(event) => set('category', event.currentTarget.value)}
              data={VEHICLE_CATEGORIES.map((c) => ({ value: c, label: c }))}
              disabled={disabled}
            />
          )}
        </>
      )}
    </Stack>
  );
}
