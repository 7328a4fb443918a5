/** The flat-lot calls carry the payer's token in the Authorization header, not in the body. */
export const authorization = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
