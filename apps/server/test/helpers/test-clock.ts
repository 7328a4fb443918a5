/** A settable clock for createTestCity's `now`. */
export function testClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set(at: Date) {
      current = at;
    },
    advance(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
