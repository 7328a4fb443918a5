import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import { useMethodChoice } from '@/domains/payments/use-method-choice.ts';
import { requestRefill } from '../api/refill.ts';
import { amountIssue } from '../amount-rule.ts';
import { paymentsFeatureTexts } from '../texts.ts';

/**
 * Top-up: amount, method and (when the method needs it) phone. Getting the provider's link shows a
 * loader; the pay button then becomes that link, opening in a new tab; any change of the form
 * forgets the link (spec: parking-payments §4).
 */
export function RefillModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(paymentsFeatureTexts);
  const choice = useMethodChoice();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const link = useMutation({ mutationFn: () => requestRefill(amount, choice.method, choice.phoneToSend) });
  const issue = amountIssue(amount);

  // Every change of the form makes the fetched link stale.
  const changed = (apply: () => void) => {
    apply();
    link.reset();
  };

  return (
    <Modal opened onClose={onClose} title={t('payments.refillTitle')} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!issue && !choice.issues.method && !choice.issues.phone) link.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={t('payments.amount')}
            inputMode="decimal"
            rightSection="₽"
            value={amount}
            onChange={(e) => changed(() => setAmount(e.currentTarget.value))}
            onBlur={() => setTouched(true)}
            error={touched && issue ? t(issue, { ns: 'errors' }) : null}
            data-autofocus
          />
          <MethodFields choice={choice} onChange={() => link.reset()} onBlur={() => setTouched(true)} showIssues={touched} onLeave={onClose} />
          {link.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, link.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            {link.data ? (
              <Button component="a" href={link.data} target="_blank" rel="noopener">
                {t('payments.goToPay')}
              </Button>
            ) : (
              <Button type="submit" loading={link.isPending}>
                {t('payments.pay')}
              </Button>
            )}
          </Group>
          {link.data && (
            <Text fz="sm" c="dimmed">
              {t('payments.linkHint')}
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
