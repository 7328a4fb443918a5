import { formatPickerDate } from '@city-parking/contract/format/format-date';

/** YYYY-MM-DD as DD/MM/YYYY, read as a calendar day whatever the browser's time zone. */
export const shownDate = (date: string) => formatPickerDate(`${date}T12:00:00Z`, 'UTC');
