import type { TZoneListItem } from '@city-parking/contract/parking/zones';

/** Text of a zone's list option. */
export const zoneOptionText = (zone: TZoneListItem, byParking: boolean) => `${byParking && zone.code ? zone.code : zone.zonenumber} — ${zone.name}`;

/** The zone that the typed text names: an option's text, a zone number, or (paying by parking) a code. */
export function findZone(text: string, zones: readonly TZoneListItem[], byParking: boolean): TZoneListItem | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  return zones.find(
    (zone) =>
      zoneOptionText(zone, byParking).toLowerCase() === wanted || zone.zonenumber.toLowerCase() === wanted || (byParking && zone.code.toLowerCase() === wanted),
  );
}
