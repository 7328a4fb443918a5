import { useState } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refillAmountRule } from '@city-parking/contract/payments/refill-amount';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { LazyReceiptMode } from '@/domains/payment-documents/components/lazy-receipt-mode.tsx';
import type { DocumentCompany } from '@/domains/payment-documents/document-company.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import { useMethodChoice } from '@/domains/payments/use-method-choice.ts';
import { useTabReturn } from '@/domains/payments/use-tab-return.ts';
import { withReceiptMode } from '@/domains/payments/with-receipt-mode.ts';
import { requestRefill } from '../api/refill.ts';
import { paymentsFeatureTexts } from '../texts.ts';

/**
 * Top-up: amount, method and (when the method needs it) phone. Getting the provider's link shows a
 * loader; the pay button then becomes that link, opening in a new tab; any change of the form
 * forgets the link (spec: parking-payments §4). «Квитанция» switches to receipt mode, which issues a
 * document for the amount typed; Cancel there comes back to this form. A company's top-up
 * (`payer` 'company', the corporate cabinet) is the same form with the coop token; its «Квитанция»
 * issues the company's own invoice, offered once the company's details (`company`) are known.
 */
export function RefillModal({ onClose, payer = 'driver', company }: { onClose: () => void; payer?: 'driver' | 'company'; company?: DocumentCompany }) {
  const { t } = useTranslation(paymentsFeatureTexts);
  const [receiptMode, setReceiptMode] = useState(false);
  // As for a driver, «Квитанция» only where the city issues documents (useMethodChoice asks useReceipts).
  const methodChoice = useMethodChoice({ receipt: payer === 'driver' || company !== undefined });
  const choice = withReceiptMode(methodChoice, () => setReceiptMode(true));
  // Once the provider's page is open in another tab, coming back means its link is spent: the dialog closes
  // (the balance and sessions are asked again on return).
  const [paying, setPaying] = useState(false);
  useTabReturn(paying, onClose);
  const link = useMutation({ mutationFn: (kopecks: number) => requestRefill(kopecks, choice.method, choice.phoneToSend, payer) });
  // Every change of the form makes the fetched link stale.
  const form = useForm({ initialValues: { amount: '' }, onEdit: link.reset });
  // One invoice per click, even for a second click that lands before the next render.
  const guard = useSubmitGuard();
  // The contract's rule, which the server applies again: the spec's message for each wrong amount.
  const { kopecks, issue } = refillAmountRule(form.values.amount);
  // Leaving any field, or submitting, says the issues of every field.
  const said = form.shown('amount');
  const leave = () => form.touch('amount');
  const amountField = (
    <TextInput
      label={t('payments.amount')}
      inputMode="decimal"
      rightSection="₽"
      {...form.getInputProps('amount')}
      error={said && issue ? t(issue, { ns: 'errors' }) : null}
      data-autofocus
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('payments.refillTitle')} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {receiptMode ? (
        <LazyReceiptMode
          purpose={{ kind: 'refill', sum: form.values.amount }}
          purposeReady={kopecks !== null}
          onCancel={() => setReceiptMode(false)}
          onClose={onClose}
          company={payer === 'company' ? company : undefined}
        >
          {amountField}
        </LazyReceiptMode>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            if (kopecks === null || choice.issues.method || choice.issues.phone || !guard.hold()) return;
            link.mutate(kopecks, { onSettled: guard.release });
          })}
        >
          <Stack>
            {amountField}
            <MethodFields choice={choice} onChange={() => link.reset()} onBlur={leave} showIssues={said} onLeave={onClose} />
            <ErrorAlert error={link.error} />
            <DialogActions onCancel={onClose}>
              {link.data ? (
                <Button component="a" href={link.data} target="_blank" rel="noopener" onClick={() => setPaying(true)}>
                  {t('payments.goToPay')}
                </Button>
              ) : (
                <Button type="submit" loading={link.isPending}>
                  {t('payments.pay')}
                </Button>
              )}
            </DialogActions>
            {link.data && (
              <Text fz="sm" c="dimmed">
                {t('payments.linkHint')}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
