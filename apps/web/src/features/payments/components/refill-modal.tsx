import '../texts.ts';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { useProfile } from '@/lib/auth/get-profile.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/lib/site/get-site-options.ts';
import { requestRefill } from '../api/refill.ts';
import { amountIssue } from '../amount-rule.ts';

/**
 * Top-up: amount, method and (when the method needs it) phone. Getting the provider's link shows a
 * loader; the pay button then becomes that link, opening in a new tab; any change of the form
 * forgets the link (spec: parking-payments §4).
 */
export function RefillModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const methods = (useSiteOptions().data?.settings.paymentsMethods ?? []).filter((m) => m.methodName !== 'balance');
  const phones = useProfile().data?.telephones ?? [];
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [method, setMethod] = useState(methods[0]?.methodName ?? '');
  const [phone, setPhone] = useState(phones.find((p) => p.isMain)?.phone ?? phones[0]?.phone ?? '');
  const chosen = methods.find((m) => m.methodName === method);
  const needsPhone = chosen?.isPhoneRequired ?? false;
  const link = useMutation({ mutationFn: () => requestRefill(amount, method, needsPhone ? phone : null) });
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
          if (!issue && method && (!needsPhone || phone)) link.mutate();
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
          <NativeSelect
            label={t('payments.method')}
            value={method}
            onChange={(e) => changed(() => setMethod(e.currentTarget.value))}
            data={methods.map((m) => ({ value: m.methodName, label: m.methodNameForShow[language] }))}
            description={chosen?.methodDescription[language]}
          />
          {needsPhone &&
            (phones.length > 0 ? (
              <NativeSelect
                label={t('payments.phone')}
                value={phone}
                onChange={(e) => changed(() => setPhone(e.currentTarget.value))}
                data={phones.map((p) => ({ value: p.phone, label: formatPhone(p.phone) }))}
              />
            ) : (
              <Alert color="yellow">
                {t('payments.addPhone')}{' '}
                <Anchor component={Link} to={href('/profile/my-profile')} onClick={onClose}>
                  {t('payments.toProfile')}
                </Anchor>
              </Alert>
            ))}
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
