import { Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBenefit } from '@city-parking/contract/subscriptions/subscriptions';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { vehicleOf, type BenefitAction } from '../benefit-view.ts';
import { useBenefitAction } from '../use-benefit-action.ts';
import { subscriptionDialogTexts } from '../dialog-texts.ts';
import { subscriptionsTexts } from '../texts.ts';

interface Props {
  benefit: TBenefit;
  action: BenefitAction;
  onClose: () => void;
}

/**
 * The confirmation every action asks for (spec §2.3): pause or continue, refund, or a change of
 * vehicle with the new vehicle chosen among the driver's others. The confirm button waits for the
 * answer and takes one click only; the outcome is said in a notice once the dialog has closed.
 */
export function BenefitActionDialog({ benefit, action, onClose }: Props) {
  const { t } = useTranslation([subscriptionDialogTexts, subscriptionsTexts]);
  const run = useBenefitAction();
  const guard = useSubmitGuard();
  const others = (useProfile().data?.ts ?? []).map((v) => v.numberTs).filter((plate) => plate !== benefit.transport);
  // Until the driver picks one (empty), the first of the other vehicles stands.
  const form = useForm({ initialValues: { grzNew: '' } });
  const grzNew = form.values.grzNew || others[0] || '';
  const vehicle = vehicleOf(benefit.transport) ?? t('subscriptions.anyVehicle');
  const cannot = action === 'changeVehicle' && !grzNew;

  const confirm = () => {
    if (cannot || !guard.hold()) return;
    run.mutate({ action, orderNum: benefit.orderNum, grzNew }, { onSettled: guard.release, onSuccess: onClose, onError: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`dialog.confirm.${action}`)}
      centered
      closeOnClickOutside={!run.isPending}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(confirm)}>
        <Stack>
          <Text>{t('dialog.confirm.about', { label: benefit.variation, vehicle })}</Text>
          {action === 'changeVehicle' &&
            (others.length > 0 ? (
              <NativeSelect
                label={t('dialog.newVehicle')}
                value={grzNew}
                onChange={(event) => form.setFieldValue('grzNew', event.currentTarget.value)}
                data={others}
                disabled={run.isPending}
                required
                data-autofocus
              />
            ) : (
              <Text c="dimmed">{t('dialog.noOtherVehicles')}</Text>
            ))}
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={run.isPending} disabled={cannot} data-autofocus={action !== 'changeVehicle' || undefined}>
              {t('actions.confirm')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
