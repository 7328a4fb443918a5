import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import type { SessionPaymentPurpose } from '@/domains/payments/payment-modal-store.ts';
import { useMethodChoice } from '@/domains/payments/use-method-choice.ts';
import { SessionPeriod } from '@/domains/sessions/components/session-period.tsx';
import { zoneLabel } from '@/domains/sessions/zone-label.ts';
import { useCancelDeferredSession } from '../api/cancel-deferred-session.ts';
import { useCancelNoBalanceSession } from '../api/cancel-no-balance-session.ts';
import { usePayDeferredSession } from '../api/pay-deferred-session.ts';
import { noBalanceTexts } from '../no-balance-texts.ts';
import { parkingFeatureTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';

interface Props {
  purpose: SessionPaymentPurpose;
  session: TSession;
  onClose: () => void;
}

/**
 * The generic modal of a no-balance city's session (spec §2): stop an active session, cancel it
 * (the driver takes responsibility, which the modal warns of), or pay a deferred one. The driver chooses a method (and phone) and submits; the server answers the amount
 * due and the provider's link; the second step shows the amount with Pay (the link, in a new tab,
 * closing the modal) and Cancel. A payment window closed unpaid leaves the session among the
 * deferred parkings, which the modal says from the start.
 */
export function SessionPaymentModal({ purpose, session, onClose }: Props) {
  const { t } = useTranslation([noBalanceTexts, parkingFeatureTexts, parkingTexts]);
  const { rubles } = useMoney();
  const choice = useMethodChoice();
  const calls = { stop: useCancelNoBalanceSession(), cancel: useCancelDeferredSession(), deferred: usePayDeferredSession() };
  const call = calls[purpose];
  const [blurred, setBlurred] = useState(false);
  const valid = !choice.issues.method && !choice.issues.phone;
  const free = call.error instanceof ApiError && call.error.errorName === 'ParkingSessionWasFree';
  const answer = call.data;
  // One call per click, even for a second click that lands before the next render.
  const guard = useSubmitGuard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlurred(true);
    // A finished call is not repeated: a stopped session is now a deferred one, paid from its own block.
    if (!valid || call.isSuccess || free || !guard.hold()) return;
    call.mutate({ orderId: session.id, paymentService: choice.method, phone: choice.phoneToSend }, { onSettled: guard.release });
  };

  const plate = session.transport.numberTs;
  return (
    <Modal opened onClose={onClose} title={t(`noBalance.modal.title.${purpose}`)} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {answer ? (
        <Stack>
          <Text fw={700} fz="lg">
            {t('noBalance.modal.due', { amount: rubles(answer.amountToPay) })}
          </Text>
          <Text>{t('noBalance.modal.redirect')}</Text>
          <Text fz="sm" c="dimmed">
            {t('noBalance.modal.later')}
          </Text>
          <DialogActions onCancel={onClose}>
            {/* The link opens the provider's page in a new tab; the modal has nothing more to do. */}
            <Button component="a" href={answer.RedirectURL} target="_blank" rel="noopener" onClick={onClose} data-autofocus>
              {t('noBalance.modal.pay')}
            </Button>
          </DialogActions>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={session.parkingCode ? t('parking.parking') : t('parking.zone')}
                value={session.parkingCode ? `${session.parkingCode} — ${zoneLabel(t, session)}` : zoneLabel(t, session)}
                readOnly
                variant="filled"
              />
              <TextInput label={t('parking.vehicle')} value={plate} readOnly variant="filled" />
            </SimpleGrid>
            <SessionPeriod session={session} />
            {purpose === 'deferred' && <Text fw={600}>{t('noBalance.modal.due', { amount: rubles(session.amountToPay) })}</Text>}
            {purpose === 'stop' && <Text fz="sm">{t('noBalance.modal.stopHint')}</Text>}
            {purpose === 'cancel' && <Alert color="yellow">{t('noBalance.modal.cancelWarning')}</Alert>}
            <MethodFields
              choice={choice}
              onChange={() => call.reset()}
              onBlur={() => setBlurred(true)}
              showIssues={blurred || !valid}
              onLeave={onClose}
              disabled={call.isPending || free}
            />
            <Text fz="sm" c="dimmed">
              {t('noBalance.modal.later')}
            </Text>
            {free ? (
              <Alert color="green" role="status">
                {t('ParkingSessionWasFree', { ns: 'errors' })}. {t('noBalance.modal.freeNothingDue')}
              </Alert>
            ) : (
              <ErrorAlert error={call.error} />
            )}
            <DialogActions onCancel={onClose} cancelLabel={free ? t('actions.close') : undefined}>
              {!free && (
                <Button type="submit" loading={call.isPending} disabled={!valid}>
                  {t(`noBalance.modal.submit.${purpose}`)}
                </Button>
              )}
            </DialogActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
