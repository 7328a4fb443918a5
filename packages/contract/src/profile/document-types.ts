/** The documents a driver keeps: vehicle registration (STS) and driving licence (VU). */
export const DOCUMENT_TYPES = ['STS', 'VU'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
