import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** POST /api/operator/status/v1. */
export const setAppealStatus = ({ idAppeal, status }: { idAppeal: number; status: TAppealStatus }) =>
  deskFetch('/api/operator/status/v1', z.object({ status: z.literal('ok') }), { method: 'POST', body: { idAppeal: String(idAppeal), status } });

export function useSetAppealStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppealStatus,
    onSuccess: (_answer, { idAppeal }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.thread(idAppeal) }),
        queryClient.invalidateQueries({ queryKey: deskKeys.appealLists() }),
      ]),
  });
}
