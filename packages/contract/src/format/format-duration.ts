/** Minutes as HH:mm ("00:15", "24:00" for a whole day); 0 is left to the screen's own no-time text. */
export function formatDuration(minutes: number): string {
  if (minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
