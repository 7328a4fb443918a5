import { formatDateTime } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';

/** An instant on the city's clock, as the desk shows dates: DD.MM.YYYY HH:mm. */
export const deskDate = (iso: string) => (iso ? formatDateTime(iso, 'DD.MM.YYYY HH:mm', currentCity.timeZone) : '');
