import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOperatorFinesImportResponse, type TOperatorFinesImportRequest } from '@city-parking/contract/operator/operator-fines';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** POST /api/operator/fines/import/v1: the data file's text and its photos in base64; answers the row-by-row report. */
export const importFines = (input: TOperatorFinesImportRequest) =>
  deskFetch('/api/operator/fines/import/v1', ZOperatorFinesImportResponse, { method: 'POST', body: input });

export function useImportFines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFines,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.fineLists() }),
  });
}
