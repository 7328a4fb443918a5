import { z } from 'zod/mini';

/** A topic of the feedback form, from the city settings; the form adds an empty option of its own. */
export const ZFeedbackTopic = z.object({
  label: z.object({ ru: z.string(), en: z.string() }),
  value: z.string().check(z.minLength(1), z.maxLength(50)),
});
export type TFeedbackTopic = z.infer<typeof ZFeedbackTopic>;
