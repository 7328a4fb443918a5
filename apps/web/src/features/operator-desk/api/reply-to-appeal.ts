import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

export interface ReplyInput {
  idAppeal: number;
  message: string;
  /** The status the reply leaves the appeal in; unchanged when absent. */
  status?: TAppealStatus | undefined;
}

/** POST /api/operator/reply/v1: the reply goes into the driver's thread and by e-mail to the driver. */
export const replyToAppeal = ({ idAppeal, message, status }: ReplyInput) =>
  deskFetch('/api/operator/reply/v1', z.object({ status: z.literal('ok') }), {
    method: 'POST',
    body: { idAppeal: String(idAppeal), message: message.trim(), ...(status ? { status } : {}) },
  });

export function useReplyToAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToAppeal,
    onSuccess: (_answer, { idAppeal }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.thread(idAppeal) }),
        queryClient.invalidateQueries({ queryKey: deskKeys.appealLists() }),
      ]),
  });
}
