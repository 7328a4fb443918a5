/** The day counts a constructed subscription may last (GET /backend/v2/getTiming), ascending; the same in every city. */
export const CONSTRUCTOR_TIMING: readonly number[] = [1, 3, 7, 14, 30, 60, 90, 180, 365];
