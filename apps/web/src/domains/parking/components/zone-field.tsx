import { useId } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TZoneListItem } from '@city-parking/contract/parking/zones';
import { zoneOptionText } from '../find-zone.ts';
import { parkingTexts } from '../texts.ts';

interface ZoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The zones query: its list feeds the options, and the field says so while it is loading. */
  zones: { data?: readonly TZoneListItem[]; isPending: boolean };
  byParking: boolean;
  /** The zone the value stands for, named under the field. */
  chosen?: TZoneListItem;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The zone (or parking) as a text field searched through a datalist: the browser filters the
 * options as the driver types, and no dropdown library is added to the page's first load.
 */
export function ZoneField({ value, onChange, onBlur, zones, byParking, chosen, error, disabled }: ZoneFieldProps) {
  const { t } = useTranslation(parkingTexts);
  const listId = useId();
  return (
    <>
      <TextInput
        label={byParking ? t('parking.parking') : t('parking.zone')}
        placeholder={byParking ? t('parking.parkingPlaceholder') : t('parking.zonePlaceholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        list={listId}
        autoComplete="off"
        error={error}
        // Always a line under the field (loading, the chosen zone's name, or where to find the number):
        // the form below does not move up when the list arrives.
        description={zones.isPending ? t('parking.zonesLoading') : (chosen?.name ?? (byParking ? t('parking.parkingHint') : t('parking.zoneHint')))}
        disabled={disabled}
        required
      />
      <datalist id={listId}>
        {(zones.data ?? []).map((zone) => (
          <option key={zone.zonenumber} value={zoneOptionText(zone, byParking)} />
        ))}
      </datalist>
    </>
  );
}
