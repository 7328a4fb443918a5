import { NativeSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkDocument, DOCUMENT_INPUT_MASK, DOCUMENT_TYPES, type TDocumentType } from '@city-parking/contract/profile/documents';
import type { TDocument } from '@city-parking/contract/profile/vehicle-calls';
import { ApiError } from '@/lib/http/api-error.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { saveDocument } from '../api/save-document.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { FormDialog } from './form-dialog.tsx';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

/** Add or edit a document (vehicle registration certificate or driving licence) by its rules. */
export function DocumentFormDialog({ document, documents, onClose }: { document: TDocument | null; documents: readonly TDocument[]; onClose: () => void }) {
  const { t } = useTranslation(profileVehiclesTexts);
  const queryClient = useQueryClient();
  const others = documents.map((d) => ({ id: d.id, type: d.type, number: d.title }));
  const form = useForm<{ type: TDocumentType; number: string }>({
    initialValues: { type: document?.type ?? 'STS', number: document?.title ?? '' },
    validate: {
      number: (_, values) => {
        const found = checkDocument(values, others, document?.id);
        return found ? t(`profile.document.issue.${found}`) : null;
      },
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => saveDocument({ ...(document ? { id: document.id } : {}), ...values }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
      if (field) form.setFieldError('number', t(`profile.document.issue.${field}`));
    },
  });
  return (
    <FormDialog
      title={document ? t('profile.document.edit') : t('profile.document.add')}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      pending={save.isPending}
    >
      <NativeSelect
        label={t('profile.document.type')}
        {...form.getInputProps('type')}
        data={DOCUMENT_TYPES.map((value) => ({ value, label: t(`profile.document.type.${value}`) }))}
      />
      <TextInput label={t('profile.document.number')} placeholder={DOCUMENT_INPUT_MASK} {...form.getInputProps('number')} data-autofocus />
      {!form.errors.number && <ErrorAlert error={save.error} />}
    </FormDialog>
  );
}
