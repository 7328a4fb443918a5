import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalisePlateFor, VEHICLE_CATEGORIES, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
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
  // The format is the driver's choice alone: a mistyped Russian plate is a format error, never a
  // silent switch to a foreign plate (spec accounts §5).
  return (
    <>
      <NativeSelect
        label={t('parking.format')}
        value={values.format}
        onChange={(event) => set('format', event.currentTarget.value as TPlateFormat)}
        data={[
          { value: 'rus', label: t('parking.russian') },
          { value: 'foreign', label: t('parking.foreign') },
        ]}
        disabled={disabled}
      />
      <TextInput
        label={t('parking.plate')}
        value={values.plate}
        onChange={(event) => set('plate', event.currentTarget.value)}
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
