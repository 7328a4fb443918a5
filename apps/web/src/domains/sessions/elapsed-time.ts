/** Whole seconds from `start` to `now`; never negative (a browser clock a little behind the server's). */
export const elapsedSeconds = (start: string, now: Date): number => Math.max(0, Math.floor((now.getTime() - Date.parse(start)) / 1000));

/** Time since `start` at `now` as a stopwatch reads it: H:MM:SS ("0:41:05", "26:00:00"). */
export function elapsedTime(start: string, now: Date): string {
  const seconds = elapsedSeconds(start, now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
