import type { TokenUserType } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a token lives: `idleMs` without use, `absoluteMs` at most whatever the use. */
export const TOKEN_POLICY: Record<TokenUserType, { idleMs: number; absoluteMs: number }> = {
  standart: { idleMs: 30 * DAY_MS, absoluteMs: 180 * DAY_MS },
  coop: { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS },
  guest: { idleMs: 1 * DAY_MS, absoluteMs: 7 * DAY_MS },
  // The desk reaches every driver's data: half an hour left unattended ends it, and a shift at most.
  operator: { idleMs: 30 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
};

/** Writing last_used_at on every request would turn reads into writes; a minute's precision is plenty. */
export const TOUCH_AFTER_MS = 60_000;
