/** Appeals one driver may open in an hour: enough for a person, a wall for a script. */
export const APPEALS_PER_HOUR = 10;
/** Messages one driver may write in an hour, across their appeals (the first of each appeal included). */
export const MESSAGES_PER_HOUR = 60;
/** Calls of either POST one address may make in an hour (a shared address: an office, a mobile NAT). */
export const POSTS_PER_ADDRESS_PER_HOUR = 120;
export const HOUR_MS = 60 * 60 * 1000;
