import { useId, useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { receiptEmailIssue } from '@city-parking/contract/receipts/receipt-email';
import { ApiError } from '@/lib/http/api-error.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { sendReceipt } from '../api/send-receipt.ts';
import { paymentDocumentsTexts } from '../texts.ts';

interface Props {
  token: string;
  receiptnumber: string;
  /** The address the field starts with (the driver's own, when the profile has one). */
  initialEmail?: string;
  onClose: () => void;
}

/**
 * The document's e-mail form (spec 5, "Receipt e-mail"): the contract's rule on submit, its
 * messages from the errors catalogue; a refusal of the server on the address is put on the field.
 */
export function SendByEmailForm({ token, receiptnumber, initialEmail = '', onClose }: Props) {
  const { t } = useTranslation(paymentDocumentsTexts);
  const say = (issue: string | null) => (issue ? t(issue, { ns: 'errors' }) : null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: { email: (value) => say(receiptEmailIssue(value)) },
    onEdit: () => setSentTo(null),
  });
  // A plain pending flag rather than useMutation: the payment modal carries this form too, and its budget is tight.
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const guard = useSubmitGuard();
  const statusId = useId();

  const submit = async ({ email }: { email: string }) => {
    if (!guard.hold()) return;
    setPending(true);
    setError(null);
    try {
      await sendReceipt({ token, receiptnumber, email });
      setSentTo(email.trim());
    } catch (failure) {
      const fieldIssue = failure instanceof ApiError ? failure.fields?.email : undefined;
      if (fieldIssue) form.setFieldError('email', say(fieldIssue));
      else setError(failure);
    } finally {
      setPending(false);
      guard.release();
    }
  };

  return (
    <form aria-label={t('documents.emailForm', { number: receiptnumber })} onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <fieldset className="pd-plain-fieldset" disabled={pending}>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            className="pd-email-field"
            label={t('documents.emailAddress')}
            type="email"
            autoComplete="email"
            required
            size="sm"
            aria-describedby={sentTo ? statusId : undefined}
            {...form.getInputProps('email')}
          />
          <Group gap="xs" className="pd-email-buttons">
            <Button type="submit" size="sm" loading={pending}>
              {t('documents.send')}
            </Button>
            <Button type="button" size="sm" variant="default" onClick={onClose}>
              {t('documents.cancel')}
            </Button>
          </Group>
        </Group>
      </fieldset>
      <Text id={statusId} role="status" size="sm" c="green.9" mt={sentTo ? 'xs' : 0}>
        {sentTo ? t('documents.sent', { email: sentTo }) : ''}
      </Text>
      <ErrorAlert error={error ?? undefined} mt="xs" />
    </form>
  );
}
