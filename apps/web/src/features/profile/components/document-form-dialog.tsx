import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkDocument, DOCUMENT_INPUT_MASK, DOCUMENT_TYPES, type TDocumentType } from '@city-parking/contract/profile/documents';
import type { TDocument } from '@city-parking/contract/profile/vehicle-calls';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { saveDocument } from '../api/save-document.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { profileTexts } from '../texts.ts';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

/** Add or edit a document (vehicle registration certificate or driving licence) by its rules. */
export function DocumentFormDialog({ document, documents, onClose }: { document: TDocument | null; documents: readonly TDocument[]; onClose: () => void }) {
  const { t } = useTranslation([profileVehiclesTexts, profileTexts], { nsMode: 'fallback' });
  const queryClient = useQueryClient();
  const [type, setType] = useState<TDocumentType>(document?.type ?? 'STS');
  const [number, setNumber] = useState(document?.title ?? '');
  const [issue, setIssue] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveDocument({ ...(document ? { id: document.id } : {}), type, number }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
      if (field) setIssue(t(`profile.document.issue.${field}`));
    },
  });
  const others = documents.map((d) => ({ id: d.id, type: d.type, number: d.title }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={document ? t('profile.document.edit') : t('profile.document.add')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkDocument({ type, number }, others, document?.id);
          setIssue(found ? t(`profile.document.issue.${found}`) : null);
          if (!found) save.mutate();
        }}
      >
        <Stack>
          <NativeSelect
            label={t('profile.document.type')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as TDocumentType)}
            data={DOCUMENT_TYPES.map((value) => ({ value, label: t(`profile.document.type.${value}`) }))}
          />
          <TextInput
            label={t('profile.document.number')}
            placeholder={DOCUMENT_INPUT_MASK}
            value={number}
            error={issue}
            onChange={(event) => {
              setNumber(event.currentTarget.value);
              setIssue(null);
            }}
            data-autofocus
          />
          {save.isError && !issue && (
            <Alert color="red" role="alert">
              {errorMessage(t, save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
