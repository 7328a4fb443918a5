import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { detectPlateFormat, normalisePlateFor, VEHICLE_CATEGORIES, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
import type { PlateValues } from '../read-plate.ts';
import { parkingTexts } from '../texts.ts';

/** Sets one of the plate's values (the form that holds them may have more). */
interface PlateSetter {
  (name: 'format', value: TPlateFormat): void;
  (name: 'plate' | 'category', value: string): void;
}

interface PlateFieldsProps {
  values: PlateValues;
  useTsCategory: boolean;
  set: PlateSetter;
  onBlur: () => void;
  error?: string | null;
  disabled?: boolean;
}

/** A plate typed by hand: its format, the number (tidied on leaving the field) and, where the city asks, the category. */
export function PlateFields({ values, useTsCategory, set, onBlur, error, disabled }: PlateFieldsProps) {
  const { t } = useTranslation(parkingTexts);
  // The format follows what is typed until the driver picks one.
  const [formatChosen, setFormatChosen] = useState(false);
  return (
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
  );
}
