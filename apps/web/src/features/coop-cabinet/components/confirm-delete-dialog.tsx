import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { coopTexts } from '../texts.ts';
import { CoopDialog } from './coop-dialog.tsx';

/** Asks before deleting `name`; the row leaves the list only once the call is ok (spec 2.10). */
export function ConfirmDeleteDialog({ name, onDelete, onClose }: { name: string; onDelete: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation(coopTexts);
  const mutation = useMutation({ mutationFn: onDelete, onSuccess: onClose });
  return (
    <CoopDialog
      title={t('coop.confirmDelete', { name })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
      pending={mutation.isPending}
      error={mutation.error}
      submitLabel={t('coop.delete')}
      submitColor="red"
    />
  );
}
