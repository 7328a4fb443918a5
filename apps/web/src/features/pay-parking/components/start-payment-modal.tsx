import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
// The zone, duration and start time labels are the shared parking form's.
import { CostBreakdown } from '@/domains/payments/components/cost-breakdown.tsx';
import { durationLabel } from '@/domains/payments/duration-options.ts';
import { useCost } from '@/domains/payments/api/get-cost.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import { PaymentConfirmation } from '@/domains/payments/components/payment-confirmation.tsx';
import { openPaymentModal, type StartPayment } from '@/domains/payments/payment-modal-store.ts';
import { newRequestId } from '@/domains/payments/request-id.ts';
import { useMethodChoice } from '@/domains/payments/use-method-choice.ts';
import { useTabReturn } from '@/domains/payments/use-tab-return.ts';
import { useStartParking } from '../api/start-parking.ts';
import { parkingFeatureTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';
import { paymentsTexts } from '@/domains/payments/texts.ts';

/**
 * The payment modal of type start (spec §2, §4): what is paid for, read-only, then the method and
 * phone. Asking for the link shows a loader; the pay button then becomes the provider's link,
 * opening in a new tab; any change of the form forgets the link. Validated from the start.
 */
export function StartPaymentModal({ start, onClose }: { start: StartPayment; onClose: () => void }) {
  const { t } = useTranslation([parkingFeatureTexts, parkingTexts, paymentsTexts]);
  const choice = useMethodChoice();
  // Once the provider's page is open in another tab, coming back means its link is spent: the dialog closes
  // (the balance and sessions are asked again on return).
  const [paying, setPaying] = useState(false);
  useTabReturn(paying, onClose);
  const pay = useStartParking();
  const [blurred, setBlurred] = useState(false);
  const cost = useCost({
    zone: start.zone,
    ...(start.parkingCode ? { parkingCode: start.parkingCode } : {}),
    vehicle: start.vehicle,
    duration: start.duration,
    ...(start.timestart ? { timestart: start.timestart } : {}),
  });
  const valid = !choice.issues.method && !choice.issues.phone;
  const link = pay.data?.RedirectURL;
  // One payment per click, even for a second click that lands before the next render.
  const guard = useSubmitGuard();

  const submit = () => {
    setBlurred(true);
    if (!valid || !guard.hold()) return;
    pay.mutate(
      {
        zone: start.zone,
        parkingCode: start.parkingCode,
        vehicle: start.vehicle,
        duration: start.duration,
        paymentService: choice.method,
        phone: choice.phoneToSend,
        ...(start.timestart ? { timestart: start.timestart } : {}),
        requestId: newRequestId(),
      },
      {
        onSuccess: (answer) => {
          // Topped up meanwhile: the server paid from the balance, and the dialog confirms what it bought.
          if (!answer.RedirectURL) {
            start.onDone?.();
            if (!answer.confirmation) onClose();
          }
        },
        onSettled: guard.release,
      },
    );
  };

  const readOnly = (label: string, value: string) => <TextInput label={label} value={value} readOnly variant="filled" />;
  const confirmation = pay.data && !pay.data.RedirectURL ? pay.data.confirmation : undefined;
  return (
    <Modal opened onClose={onClose} title={t('parking.modalTitle')} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {confirmation ? (
        <PaymentConfirmation confirmation={confirmation} onDone={onClose} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            {readOnly(start.parkingCode ? t('parking.parking') : t('parking.zone'), `${start.parkingCode || start.zone} — ${start.zoneName}`)}
            {readOnly(t('parking.vehicle'), start.vehicle.Number)}
            {readOnly(t('parking.duration'), durationLabel(t, start.duration))}
            {start.timestart &&
              readOnly(
                t('parking.startTime'),
                t('parking.startTimeValue', {
                  date: formatDateTime(start.timestart, 'DD.MM.YYYY', currentCity.timeZone),
                  time: formatDateTime(start.timestart, 'HH:mm', currentCity.timeZone),
                }),
              )}
            <CostBreakdown cost={cost.data} error={cost.error ?? undefined} loading={cost.isFetching} />
            <MethodFields
              choice={choice}
              onChange={() => pay.reset()}
              onBlur={() => setBlurred(true)}
              showIssues={blurred || !valid}
              onLeave={onClose}
              disabled={pay.isPending}
            />
            <ErrorAlert error={pay.error} />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => openPaymentModal({ type: 'refill' })}>
                {t('parking.refillInstead')}
              </Button>
              <Group>
                <Button variant="default" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                {link ? (
                  <Button component="a" href={link} target="_blank" rel="noopener" onClick={() => setPaying(true)}>
                    {t('parking.goToPay')}
                  </Button>
                ) : (
                  <Button type="submit" loading={pay.isPending} disabled={!valid}>
                    {t('parking.getLink')}
                  </Button>
                )}
              </Group>
            </Group>
            {link && (
              <Text fz="sm" c="dimmed">
                {t(start.timestart ? 'parking.postLinkHint' : 'parking.linkHint')}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
