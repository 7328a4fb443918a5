/** The constructor's /backend/v2 calls carry the driver's token in the Authorization header (spec §7). */
export const authorization = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
