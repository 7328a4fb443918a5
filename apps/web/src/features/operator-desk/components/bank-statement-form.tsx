import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useImportBankStatement } from '../api/import-bank-statement.ts';
import { deskBankTexts } from '../bank-texts.ts';
import { readStatementFile } from '../read-statement-file.ts';
import { BankStatementReport } from './bank-statement-report.tsx';

/** Whether the server read the file and found no 1C statement in it (the catalogue's words for that are only "Invalid format"). */
const notStatement = (error: unknown) => error instanceof ApiError && error.errorName === 'ValidationError' && error.fields?.content === 'InvalidFormat';

/** The statement upload: one 1C file sent as its bytes; the report follows. */
export function BankStatementForm() {
  const { t } = useTranslation(deskBankTexts);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const upload = useImportBankStatement();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reading || upload.isPending) return;
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setIssue(t('bank.fileRequired'));
      fileInput.current?.focus();
      return;
    }
    setIssue(null);
    setReading(true);
    try {
      const body = await readStatementFile(file);
      if (body === 'tooLarge') setIssue(t('bank.tooLarge'));
      else upload.mutate(body);
    } catch {
      setIssue(t('bank.unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {t('bank.import')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('bank.importHint')}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <div>
              <Text component="label" htmlFor={`${id}-file`} fz="sm" fw={500} display="block">
                {t('bank.file')}
              </Text>
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".txt,text/plain"
                aria-invalid={issue !== null}
                aria-describedby={issue ? `${id}-issue` : undefined}
                onChange={() => setIssue(null)}
              />
            </div>
            {issue && (
              <Text id={`${id}-issue`} fz="sm" className="desk-status-red" role="alert">
                {issue}
              </Text>
            )}
            <Button type="submit" loading={reading || upload.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('bank.submit')}
            </Button>
            {upload.isError && (notStatement(upload.error) ? <ErrorAlert>{t('bank.notStatement')}</ErrorAlert> : <ErrorAlert error={upload.error} />)}
          </Stack>
        </form>
        {upload.data && <BankStatementReport report={upload.data} />}
      </Stack>
    </Paper>
  );
}
