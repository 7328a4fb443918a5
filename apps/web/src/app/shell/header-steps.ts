/**
 * The order in which the header gives way when its row does not fit (fit-to-row.ts, header.css):
 * each step keeps the ones before it. An element marked `data-fit-hide={step}` is hidden from that
 * step on, one marked `data-fit-show={step}` shows only from it on. What a step hides stays
 * reachable in the side menu, which the first step brings in.
 */
export const HEADER_STEPS = {
  /** The header's links give way to the side-menu button. */
  sideMenu: 1,
  /** Signed out: Sign up; signed in: the word beside the parkings count. */
  secondary: 2,
  /** Signed out: Pay without registration; signed in: the driver's first name and initial instead of the full name. */
  shortNames: 3,
  /** The parking sign instead of the service's name. */
  logoSign: 4,
  /** The language menu. */
  language: 5,
  /** The service's sign: the side menu's first link leads home. */
  logo: 6,
  /** Signed in: the balance, shown with its top-up in the side menu. */
  balance: 7,
} as const;

/** How many steps there are, the last one included. */
export const HEADER_STEP_COUNT = Math.max(...Object.values(HEADER_STEPS));
