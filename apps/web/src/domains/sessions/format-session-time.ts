import { formatDateTime } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';

/** A session's start or end as DD.MM.YYYY HH:mm on the city's clock. */
export const formatSessionTime = (instant: string) => formatDateTime(instant, 'DD.MM.YYYY HH:mm', currentCity.timeZone);
