import type { TZoneListItem } from '@city-parking/contract/parking/zones';

/**
 * The zone filter's choices: zone numbers, or where the city pays by parking (paymentByParkingId)
 * the parkings' codes without the free ones, which no payment can name. Each once, in order.
 */
export function zoneOptions(zones: readonly TZoneListItem[], byParking: boolean): string[] {
  const values = byParking
    ? zones.filter((zone) => zone.category !== 'free' && zone.code !== '').map((zone) => zone.code)
    : zones.map((zone) => zone.zonenumber);
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'ru', { numeric: true }));
}

/** The choices with the current value kept, so a link naming a zone or a vehicle no longer listed still shows it. */
export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}
