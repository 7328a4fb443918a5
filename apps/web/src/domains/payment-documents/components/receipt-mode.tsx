import { useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { createRefillDocument } from '../api/create-refill-document.ts';
import { createSubscriptionDocument } from '../api/create-subscription-document.ts';
import { receiptsKeys } from '../api/get-receipts.ts';
import type { DocumentCompany } from '../document-company.ts';
import type { DocumentPurpose } from '../document-purpose.ts';
import { EMPTY_PAYER, formFieldOf, payerFormIssues, payerOf, type PayerField, type PayerValues } from '../payer-values.ts';
import { receiptModeTexts } from '../receipt-mode-texts.ts';
import { IssuedDocument } from './issued-document.tsx';
import { PayerForm, type PayerFieldProps } from './payer-form.tsx';

export interface ReceiptModeProps {
  /** What the document pays for, from the form that switched to receipt mode. */
  purpose: DocumentPurpose;
  /** The purpose's own fields are valid (the top-up's amount, the subscription's vehicle and date). */
  purposeReady: boolean;
  /** The purpose's fields, shown above the payer (the form's own inputs, so nothing typed is lost). */
  children?: ReactNode;
  /** Cancel: back to the form the driver came from. */
  onCancel: () => void;
  /** Done with the issued document: the modal closes. */
  onClose: () => void;
  /** The corporate cabinet's company: the invoice's payer, fixed to it, and its token. */
  company?: DocumentCompany;
}

/**
 * The payment modal's receipt mode (spec 2.7): the payer, an individual by default or a legal
 * entity, checked by the contract's rules as typed; Next, enabled only when everything is valid,
 * issues the document, which is then shown with its print, save and e-mail actions.
 */
export function ReceiptMode({ purpose, purposeReady, children, onCancel, onClose, company }: ReceiptModeProps) {
  const { t } = useTranslation(receiptModeTexts);
  const [serverIssues, setServerIssues] = useState<Partial<Record<PayerField, string>>>({});
  // A company pays its own invoice: a legal entity, its name and INN filled in from its profile.
  const initialValues: PayerValues = company ? { ...EMPTY_PAYER, type: '2', name: company.name, inn: company.inn } : EMPTY_PAYER;
  const form = useForm<PayerValues>({ initialValues, onEdit: () => setServerIssues({}) });
  const issues = payerFormIssues(form.values);
  const ready = purposeReady && Object.keys(issues).length === 0;
  const guard = useSubmitGuard();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (payer: Record<string, string | number>) =>
      purpose.kind === 'refill' ? createRefillDocument(purpose.sum, payer, company ? 'coop' : 'standart') : createSubscriptionDocument(purpose, payer),
    // The receipts screen lists the new document.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptsKeys.all }),
    onError: (error) => {
      // The server's rules are the form's: a field it still refuses is shown on that field.
      if (!(error instanceof ApiError) || error.errorName !== 'ValidationError' || !error.fields) return;
      const found: Partial<Record<PayerField, string>> = {};
      for (const [name, issue] of Object.entries(error.fields)) {
        const field = formFieldOf(name, form.values);
        if (field && name.startsWith('payer.')) found[field] = issue;
      }
      setServerIssues(found);
    },
  });

  if (create.data) return <IssuedDocument document={create.data} onClose={onClose} company={company} />;

  const field = (name: PayerField): PayerFieldProps => {
    const { value, onChange, onBlur } = form.getInputProps(name);
    const issue = (form.shown(name) ? issues[name] : undefined) ?? serverIssues[name];
    return { value: value ?? '', onChange, onBlur, error: issue ? t(issue, { ns: 'errors' }) : null, disabled: create.isPending };
  };
  // A refused field is said on its input; any other refusal (an amount, the city, the session) in the alert.
  const fieldRefusal = create.error instanceof ApiError && Object.keys(serverIssues).length > 0;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || !guard.hold()) return;
        create.mutate(payerOf(form.values), { onSettled: guard.release });
      }}
    >
      <Stack>
        <Text fz="sm">{t('receiptMode.intro')}</Text>
        {children}
        <PayerForm
          values={form.values}
          field={field}
          setType={(type) => form.setFieldValue('type', type)}
          disabled={create.isPending}
          legalOnly={company !== undefined}
        />
        {!fieldRefusal && <ErrorAlert error={create.error} />}
        {!ready && (
          <Text fz="sm" c="dimmed" id="receipt-next-hint">
            {t('receiptMode.nextHint')}
          </Text>
        )}
        <DialogActions onCancel={onCancel}>
          <Button type="submit" disabled={!ready} loading={create.isPending} aria-describedby={ready ? undefined : 'receipt-next-hint'}>
            {t('receiptMode.next')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
