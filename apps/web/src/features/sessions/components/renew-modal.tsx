import { useState, type FormEvent } from 'react';
import { Button, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { useBalanceText } from '@/domains/profile/use-balance-text.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { COMPANY_METHOD } from '@city-parking/contract/corporate/company-payers';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { CostBreakdown } from '@/domains/payments/components/cost-breakdown.tsx';
import { useDurationMinutes } from '@/domains/payments/duration-options.ts';
import { DurationField } from '@/domains/parking/components/duration-field.tsx';
import { useCost } from '@/domains/payments/api/get-cost.ts';
import { useCompanyPayers } from '@/domains/payments/api/get-company-payers.ts';
import { PaymentErrorAlert } from '@/domains/payments/components/payment-error-alert.tsx';
import { paymentsTexts } from '@/domains/payments/texts.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import { newRequestId } from '@/domains/payments/request-id.ts';
import { useMethodChoice } from '@/domains/payments/use-method-choice.ts';
import { useTabReturn } from '@/domains/payments/use-tab-return.ts';
import { PaymentConfirmation } from '@/domains/payments/components/payment-confirmation.tsx';
import { formatSessionTime } from '@/domains/sessions/format-session-time.ts';
import { zoneLabel } from '@/domains/sessions/zone-label.ts';
import { useRenewSession } from '../api/renew-session.ts';
import { sessionsFeatureTexts } from '../texts.ts';

/**
 * Extend a session (spec §2 payment modal "renew", §4 Extend): zone and vehicle as they are, a
 * duration, and the cost of the extension first. A balance that covers it pays at once; otherwise
 * the driver picks a provider method, the button fetches the payment link and then becomes that
 * link (a new tab), and any change of the form forgets the link.
 */
export function RenewModal({ session, onClose }: { session: TSession; onClose: () => void }) {
  const { t } = useTranslation([sessionsFeatureTexts, paymentsTexts]);
  const { rubles } = useMoney();
  const balanceText = useBalanceText();
  const allowed = useDurationMinutes();
  const choice = useMethodChoice();
  // Once the provider's page is open in another tab, coming back means its link is spent: the dialog closes
  // (the balance and sessions are asked again on return).
  const [paying, setPaying] = useState(false);
  useTabReturn(paying, onClose);
  const renew = useRenewSession();
  // Any change of the form forgets the link of the last call.
  const form = useForm<{ duration: string | null }>({ initialValues: { duration: null }, onEdit: renew.reset });
  const minutes = Number(form.values.duration ?? allowed[0] ?? 0);
  const cost = useCost(minutes > 0 ? { reservationId: session.reservationId, duration: minutes } : null);
  // Only one payment call at a time, even for clicks that land before the next render.
  const guard = useSubmitGuard();

  const price = cost.isError ? undefined : cost.data;
  // A session the company paid is extended on the company's account (the server keeps it so).
  const company = session.company;
  const companyLimit = useCompanyPayers().data?.find((payer) => company !== undefined && payer.companyName === company)?.remaining ?? null;
  const enough = price !== undefined && (company !== undefined || price.balance >= price.totalcost);
  const link = renew.data?.RedirectURL;
  const methodIssues = !enough && (choice.issues.method || choice.issues.phone);
  const ready = price !== undefined && !cost.isFetching && !methodIssues;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !guard.hold()) return;
    renew.mutate(
      {
        reservationId: session.reservationId,
        duration: minutes,
        paymentService: company !== undefined ? COMPANY_METHOD : enough ? undefined : choice.method,
        phone: enough ? null : choice.phoneToSend,
        requestId: newRequestId(),
      },
      {
        // Paid from the balance: the dialog shows the server's confirmation in place of its form.
        onSuccess: (answer) => {
          if (!answer.RedirectURL && !answer.confirmation) onClose();
        },
        onSettled: guard.release,
      },
    );
  };

  const confirmation = renew.data && !renew.data.RedirectURL ? renew.data.confirmation : undefined;
  return (
    <Modal opened onClose={onClose} title={t('sessions.renewTitle')} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {confirmation ? (
        <PaymentConfirmation confirmation={confirmation} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('sessions.renewZone')} value={zoneLabel(t, session)} readOnly />
              <TextInput label={t('sessions.renewVehicle')} value={session.transport.numberTs} readOnly />
            </SimpleGrid>
            <Text fz="sm">{t('sessions.renewEnds', { time: formatSessionTime(session.endDate) })}</Text>
            <DurationField
              label={t('sessions.renewDuration')}
              value={String(minutes)}
              onChange={(duration) => form.setFieldValue('duration', duration)}
              from={session.endDate}
              autoFocus
            />
            <CostBreakdown cost={price} error={cost.isError ? cost.error : undefined} loading={cost.isFetching} />
            {company !== undefined && (
              <Text fz="sm">
                {t('payment.companyRenew', { ns: paymentsTexts, company })}
                {companyLimit !== null && ` ${t('payment.companyRemaining', { ns: paymentsTexts, amount: rubles(companyLimit) })}`}
              </Text>
            )}
            {price !== undefined && !enough && (
              <>
                <Text fz="sm">{t('sessions.renewNotEnough', { balance: balanceText(price.balance) })}</Text>
                <MethodFields choice={choice} onChange={renew.reset} showIssues onLeave={onClose} disabled={renew.isPending} />
              </>
            )}
            <PaymentErrorAlert error={renew.error} />
            <DialogActions onCancel={onClose}>
              {link ? (
                <Button component="a" href={link} target="_blank" rel="noopener" onClick={() => setPaying(true)}>
                  {t('sessions.renewGoToPay')}
                </Button>
              ) : (
                <Button type="submit" loading={renew.isPending} disabled={!ready}>
                  {enough ? t('sessions.renewSubmit') : t('sessions.renewGetLink')}
                </Button>
              )}
            </DialogActions>
            {link && (
              <Text fz="sm" c="dimmed">
                {t('sessions.renewLinkHint')}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
