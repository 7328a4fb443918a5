import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useImportBankStatement } from '../api/import-bank-statement.ts';
import { deskBankTexts } from '../bank-texts.ts';
import { readStatementFile } from '../read-statement-file.ts';
import { BankStatementReport } from './bank-statement-report.tsx';
import { DeskUploadForm } from './desk-upload-form.tsx';

/** Whether the server read the file and found no 1C statement in it (the catalogue's words for that are only "Invalid format"). */
const notStatement = (error: unknown) => error instanceof ApiError && error.errorName === 'ValidationError' && error.fields?.content === 'InvalidFormat';

/** The statement upload: one 1C file sent as its bytes; the report follows. */
export function BankStatementForm() {
  const { t } = useTranslation(deskBankTexts);
  const upload = useImportBankStatement();

  const send = async (file: File) => {
    try {
      const body = await readStatementFile(file);
      if (body === 'tooLarge') return t('bank.tooLarge');
      upload.mutate(body);
      return null;
    } catch {
      return t('bank.unreadable');
    }
  };

  return (
    <DeskUploadForm
      title={t('bank.import')}
      hint={t('bank.importHint')}
      fileLabel={t('bank.file')}
      accept=".txt,text/plain"
      submitLabel={t('bank.submit')}
      fileRequired={t('bank.fileRequired')}
      send={send}
      pending={upload.isPending}
      error={upload.isError && (notStatement(upload.error) ? <ErrorAlert>{t('bank.notStatement')}</ErrorAlert> : <ErrorAlert error={upload.error} />)}
      report={upload.data && <BankStatementReport report={upload.data} />}
    />
  );
}
