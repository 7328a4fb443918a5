import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOperatorBankStatementImportResponse, type TOperatorBankStatementImportRequest } from '@city-parking/contract/operator/operator-bank-statements';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** POST /api/operator/bank-statements/import/v1: the statement's bytes in base64; answers the report. */
export const importBankStatement = (input: TOperatorBankStatementImportRequest) =>
  deskFetch('/api/operator/bank-statements/import/v1', ZOperatorBankStatementImportResponse, { method: 'POST', body: input });

export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.bankStatements() }),
  });
}
