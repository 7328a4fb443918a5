import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isErrorName } from '@city-parking/contract/errors/error-names';
import { STAFF_REASON_MAX_LENGTH, staffReasonError } from '@city-parking/contract/operator/staff-reason';
import { ApiError } from '@/lib/http/api-error.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useSetDriverBlock } from '../api/drivers.ts';
import { deskScreenTexts } from '../screen-texts.ts';

interface Props {
  driverId: number;
  /** True to block the account, false to unblock it. */
  block: boolean;
  onClose: () => void;
}

/**
 * Blocking or unblocking a driver's account, with the reason the audit trail keeps. The reason's
 * rules are the contract's, so the form refuses what the server would, in the same words; focus
 * starts in the reason, and Escape or Cancel closes the dialog.
 */
export function DriverBlockDialog({ driverId, block, onClose }: Props) {
  const { t } = useTranslation(deskScreenTexts);
  const change = useSetDriverBlock(driverId);
  const form = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => {
        const issue = staffReasonError(value);
        return issue ? t(issue, { ns: 'errors' }) : null;
      },
    },
  });
  const submit = form.onSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      { block, reason: values.reason },
      {
        onSuccess: onClose,
        // The server's rules are the form's, so this is rare (a reason the form let through); it is shown on the field all the same.
        onError: (error) => {
          const issue = error instanceof ApiError ? error.fields?.reason : undefined;
          if (issue && isErrorName(issue)) form.setFieldError('reason', t(issue, { ns: 'errors' }));
        },
      },
    );
  });
  const fieldRefused = change.error instanceof ApiError && change.error.fields?.reason !== undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={block ? t('desk.driver.blockTitle') : t('desk.driver.unblockTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('desk.driver.blockClose') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text fz="sm">{block ? t('desk.driver.blockHint') : t('desk.driver.unblockHint')}</Text>
          <Textarea
            label={t('desk.driver.blockReason')}
            required
            rows={3}
            maxLength={STAFF_REASON_MAX_LENGTH * 2}
            {...form.getInputProps('reason')}
            data-autofocus
          />
          {!fieldRefused && <ErrorAlert error={change.error} />}
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={change.isPending} color={block ? 'red' : undefined}>
              {block ? t('desk.driver.block') : t('desk.driver.unblock')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
