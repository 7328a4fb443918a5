import { z } from 'zod/mini';

export const ZSmsCommand = z.object({
  name: z.string(),
  hint: z.string(),
  example: z.string(),
  /** Parts of the command separated by `*`, e.g. `zone*plate*hours`. */
  command_transcription: z.string(),
});
export type TSmsCommand = z.infer<typeof ZSmsCommand>;

/** GET /api/sms-commands */
export const ZSmsCommandsResponse = z.object({ status: z.literal('ok'), result: z.array(ZSmsCommand) });
export type TSmsCommandsResponse = z.infer<typeof ZSmsCommandsResponse>;

/** The transcription split into its parts, as the SMS-commands page shows them. */
export function splitTranscription(transcription: string): string[] {
  return transcription
    .split('*')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
