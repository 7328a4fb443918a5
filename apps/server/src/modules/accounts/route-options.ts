/** Calls that send messages or guess secrets are limited per address on top of their own rules. */
export const STRICT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
