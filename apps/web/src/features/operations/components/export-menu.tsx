import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/auth/token-store.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';
import { downloadHistory } from '../api/download-history.ts';
import { EXPORT_TYPES, type ExportType } from '../api/export-types.ts';
import type { OperationsQuery } from '../filter-state.ts';
import { operationsTexts } from '../texts.ts';

/** The export dropdown: the history under the screen's filters as an Excel sheet or a PDF. */
export function ExportMenu({ query }: { query: OperationsQuery }) {
  const { t } = useTranslation(operationsTexts);
  const token = useToken('standart');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = (type: ExportType) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    downloadHistory(token, query, type)
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs" align="flex-end">
      <SimpleMenu
        label={busy ? t('operations.exporting') : t('operations.export')}
        buttonProps={{ variant: 'light' }}
        items={EXPORT_TYPES.map((type) => ({ key: type, label: t(`operations.export.${type}`), onSelect: () => download(type) }))}
      />
      {failure !== null && (
        <Alert color="red" title={t('operations.exportFailed')} role="alert" withCloseButton onClose={() => setFailure(null)}>
          {errorMessage(t, failure)}
        </Alert>
      )}
    </Stack>
  );
}
