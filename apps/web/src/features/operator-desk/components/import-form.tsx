import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useImportFines } from '../api/import-fines.ts';
import { readImportFiles } from '../read-import-files.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { ImportReport } from './import-report.tsx';

/** The register import: one data file and its photos, read in the browser and sent as one JSON body; the report follows. */
export function ImportForm() {
  const { t } = useTranslation(deskScreenTexts);
  const id = useId();
  const dataInput = useRef<HTMLInputElement>(null);
  const photosInput = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [photoCount, setPhotoCount] = useState(0);
  const [reading, setReading] = useState(false);
  const upload = useImportFines();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reading || upload.isPending) return;
    const data = dataInput.current?.files?.[0];
    if (!data) {
      setIssue(t('desk.fines.fileRequired'));
      dataInput.current?.focus();
      return;
    }
    setIssue(null);
    setReading(true);
    try {
      const body = await readImportFiles(data, [...(photosInput.current?.files ?? [])]);
      if (body === 'type') setIssue(t('desk.fines.fileType'));
      else if (body === 'tooLarge') setIssue(t('desk.fines.tooLarge'));
      else upload.mutate(body);
    } catch {
      setIssue(t('desk.fines.unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {t('desk.fines.import')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('desk.fines.importHint')}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <div>
              <Text component="label" htmlFor={`${id}-data`} fz="sm" fw={500} display="block">
                {t('desk.fines.file')}
              </Text>
              <input
                ref={dataInput}
                id={`${id}-data`}
                type="file"
                accept=".json,.csv,application/json,text/csv"
                aria-invalid={issue !== null}
                aria-describedby={issue ? `${id}-issue` : undefined}
                onChange={() => setIssue(null)}
              />
            </div>
            <div>
              <Text component="label" htmlFor={`${id}-photos`} fz="sm" fw={500} display="block">
                {t('desk.fines.photos')}
              </Text>
              <input
                ref={photosInput}
                id={`${id}-photos`}
                type="file"
                multiple
                accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
                onChange={(event) => setPhotoCount(event.currentTarget.files?.length ?? 0)}
              />
              <Text fz="xs" c="dimmed" mih={18}>
                {photoCount > 0 ? t('desk.fines.photosChosen', { count: photoCount }) : ''}
              </Text>
            </div>
            {issue && (
              <Text id={`${id}-issue`} fz="sm" className="desk-status-red" role="alert">
                {issue}
              </Text>
            )}
            <Button type="submit" loading={reading || upload.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('desk.fines.submit')}
            </Button>
            {upload.isError && <ErrorAlert>{errorMessage(t, upload.error)}</ErrorAlert>}
          </Stack>
        </form>
        {upload.data && <ImportReport report={upload.data} />}
      </Stack>
    </Paper>
  );
}
