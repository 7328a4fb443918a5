import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FLAT_PARKING_CODE } from '@city-parking/contract/flat/flat-parking';
import { normaliseTicketNumber, ticketNumberIssue } from '@city-parking/contract/flat/ticket-number';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import { useMethodChoice } from '@/domains/payments/use-method-choice.ts';
import type { FlatPayer, FlatPayerState } from '../flat-payer.ts';
import { FlatNotice } from './flat-notice.tsx';
import { useFlatPayment, type FlatStatus, type TokenRunner } from '../use-flat-payment.ts';
import { flatLotsTexts } from '../texts.ts';

const driverToken: TokenRunner = (call) => call(tokenStore.get('standart'));

export interface FlatParkingFormProps {
  /** Runs the calls with the payer's token; the signed-in driver's by default. */
  withToken?: TokenRunner;
  /** The lot asked about; by default any lot of the city (the flat-lot code). */
  parkingNumber?: string;
  /** The payment method part; by default the city's methods and the profile's phones. */
  renderPayer?: (state: FlatPayerState) => FlatPayer;
}

/**
 * Barrier-lot payment by card (ticket) number (spec §2, §4): the price first, then the method. A
 * stay that costs nothing stays on the first step and says so; the payment step starts over after
 * 30 s; a provider's address is followed in this tab, a message opens a notice.
 */
export function FlatParkingForm({ withToken = driverToken, parkingNumber = FLAT_PARKING_CODE, renderPayer }: FlatParkingFormProps) {
  const { t } = useTranslation(flatLotsTexts);
  const { rubles } = useMoney();
  const choice = useMethodChoice();
  const flat = useFlatPayment({ withToken, parkingNumber });
  const priceForm = useForm({ initialValues: { ticket: '' }, onEdit: () => flat.clearStatus() });
  // The pay step has no fields of its own: its form only knows whether Pay was pressed.
  const payForm = useForm({ initialValues: {} });
  // Leaving the number empty takes its issue back: an untouched empty field is not an error yet.
  const [ticketShown, setTicketShown] = useState(false);
  const { ticket } = priceForm.values;
  const issue = ticketNumberIssue(ticket);
  const state = { submitted: payForm.submitted, disabled: flat.paying };
  const payer: FlatPayer = renderPayer
    ? renderPayer(state)
    : {
        fields: <MethodFields choice={choice} showIssues={state.submitted} disabled={state.disabled} />,
        method: choice.method,
        phone: choice.phoneToSend,
        ready: !choice.issues.method && !choice.issues.phone,
      };

  const statusText = (status: FlatStatus) =>
    status.kind === 'free' ? t('flat.free') : status.kind === 'priceChanged' ? t('flat.priceChanged') : errorMessage(t, status.error);
  const { quote, status } = flat;
  const amount = quote ? rubles(quote.cost) : '';

  return (
    <Stack gap="md" aria-label={t('flat.form')} role="group">
      {quote ? (
        <form
          noValidate
          onSubmit={payForm.onSubmit(() => {
            if (payer.ready) flat.payQuote(payer.method, payer.phone);
          })}
        >
          <Stack>
            <TextInput label={t('flat.ticket')} value={quote.ticketNumber} readOnly variant="filled" />
            <TextInput label={t('flat.lot')} value={t('flat.lotNumber', { number: quote.parkingNumber })} readOnly variant="filled" />
            <Group gap="xs" align="baseline">
              <Text c="dimmed">{t('flat.total')}</Text>
              <Text fz={28} fw={700} lh={1} aria-label={t('flat.totalAria', { amount })}>
                {amount}
              </Text>
            </Group>
            {payer.fields}
            <Text fz="sm" c="dimmed">
              {t('flat.window')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={flat.abandon} disabled={flat.paying}>
                {t('flat.anotherTicket')}
              </Button>
              <Button type="submit" loading={flat.paying}>
                {t('flat.pay')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={priceForm.onSubmit(() => {
            setTicketShown(true);
            payForm.reset();
            if (issue) flat.clearStatus();
            else flat.findPrice(normaliseTicketNumber(ticket));
          })}
        >
          <Stack>
            <TextInput
              label={t('flat.ticket')}
              description={t('flat.ticketHint')}
              {...priceForm.getInputProps('ticket')}
              onBlur={() => setTicketShown(ticket !== '')}
              error={ticketShown && issue ? t(issue, { ns: 'errors' }) : null}
              autoComplete="off"
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={flat.pricing}>
                {t('flat.findPrice')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {status && (
        <Alert color={status.kind === 'free' ? 'green' : status.kind === 'priceChanged' ? 'yellow' : 'red'} role={status.kind === 'free' ? 'status' : 'alert'}>
          {statusText(status)}
        </Alert>
      )}
      {flat.notice !== null && <FlatNotice message={flat.notice} onClose={flat.closeNotice} />}
    </Stack>
  );
}
