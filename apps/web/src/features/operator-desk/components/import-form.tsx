import { useId, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useImportFines } from '../api/import-fines.ts';
import { readImportFiles } from '../read-import-files.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { DeskUploadForm } from './desk-upload-form.tsx';
import { ImportReport } from './import-report.tsx';

/** The register import: one data file and its photos, read in the browser and sent as one JSON body; the report follows. */
export function ImportForm() {
  const { t } = useTranslation(deskScreenTexts);
  const id = useId();
  const photosInput = useRef<HTMLInputElement>(null);
  const [photoCount, setPhotoCount] = useState(0);
  const upload = useImportFines();

  const send = async (data: File) => {
    try {
      const body = await readImportFiles(data, [...(photosInput.current?.files ?? [])]);
      if (body === 'type') return t('desk.fines.fileType');
      if (body === 'tooLarge') return t('desk.fines.tooLarge');
      upload.mutate(body);
      return null;
    } catch {
      return t('desk.fines.unreadable');
    }
  };

  return (
    <DeskUploadForm
      title={t('desk.fines.import')}
      hint={t('desk.fines.importHint')}
      fileLabel={t('desk.fines.file')}
      accept=".json,.csv,application/json,text/csv"
      submitLabel={t('desk.fines.submit')}
      fileRequired={t('desk.fines.fileRequired')}
      send={send}
      pending={upload.isPending}
      error={upload.isError && <ErrorAlert>{errorMessage(t, upload.error)}</ErrorAlert>}
      report={upload.data && <ImportReport report={upload.data} />}
    >
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
    </DeskUploadForm>
  );
}
