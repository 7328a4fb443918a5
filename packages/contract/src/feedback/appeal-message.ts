import { z } from 'zod/mini';

/** The longest message a driver or an operator may write. */
export const MESSAGE_MAX_LENGTH = 2000;

/** A message as typed: trimmed, not empty, at most MESSAGE_MAX_LENGTH characters. */
export const ZMessageText = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) => v.trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(MESSAGE_MAX_LENGTH)),
);

/** An appeal's id as the calls carry it (form-encoded bodies send it as text). */
export const ZAppealId = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.transform((v) => Number(v)),
);
