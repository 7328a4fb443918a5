import { useEffect, useRef } from 'react';
import { Anchor, Box, Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TPaymentConfirmation } from '@city-parking/contract/payments/payment-confirmation';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { formatSessionTime } from '@/domains/sessions/format-session-time.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { paymentsTexts } from '../texts.ts';

interface PaymentConfirmationProps {
  confirmation: TPaymentConfirmation;
  onDone: () => void;
  /** The level of its heading; null when the dialog around it names it already. */
  headingOrder?: TitleOrder | null;
}

/** A subscription's zones: `#` is every zone of the city, otherwise a list such as "101, 102". */
function subscriptionZonesRow(zones: string, t: TFunction): [string, string] {
  if (zones === '#') return [t('confirmation.zones'), t('confirmation.allZones')];
  return [zones.includes(',') ? t('confirmation.zones') : t('confirmation.zone'), zones];
}

/**
 * What a payment the server has completed bought: what it was, where, which plate, the period on
 * the city's clock, the amount and the balance it left, and the receipt once there is one. Every
 * value is the server's; its heading takes the focus, so a screen reader says it at once.
 */
export function PaymentConfirmation({ confirmation, onDone, headingOrder = 2 }: PaymentConfirmationProps) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles } = useMoney();
  const byParking = useSiteOptions().data?.settings.paymentByParkingId ?? false;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const { kind, zone, parking, plate, ticket, start, end, amount, balance, receiptUrl } = confirmation;
  const rows: [label: string, value: string][] = [[t('confirmation.what'), t(`confirmation.kind.${kind}`)]];
  // Where the city pays by parking, its code is what the driver chose; a barrier lot is a parking too.
  if (byParking && parking) rows.push([t('confirmation.parking'), parking]);
  else if (kind === 'subscription') rows.push(subscriptionZonesRow(zone, t));
  else if (zone) rows.push([kind === 'flat' ? t('confirmation.parking') : t('confirmation.zone'), zone]);
  if (plate) rows.push([t('confirmation.plate'), plate]);
  if (ticket) rows.push([t('confirmation.ticket'), ticket]);
  if (start) rows.push([t('confirmation.start'), formatSessionTime(start)]);
  // A ticket's end is when the car must be out of the lot.
  if (end) rows.push([kind === 'flat' ? t('confirmation.exitBy') : t('confirmation.end'), formatSessionTime(end)]);
  rows.push([t('confirmation.amount'), rubles(amount)]);
  if (balance !== null) rows.push([t('confirmation.balance'), rubles(balance)]);

  return (
    <Stack gap="md">
      {headingOrder !== null && (
        <Title order={headingOrder} ref={heading} tabIndex={-1}>
          {t(`confirmation.title.${kind}`)}
        </Title>
      )}
      <Box component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="md" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text component="dt" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} ta="right">
              {value}
            </Text>
          </Group>
        ))}
      </Box>
      {/* The receipt's page, once fiscal receipts are issued: the server then adds its address. */}
      {receiptUrl && (
        <Anchor href={receiptUrl} target="_blank" rel="noopener">
          {t('confirmation.receipt')}
        </Anchor>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus={headingOrder === null || undefined}>
          {t('confirmation.done')}
        </Button>
      </Group>
    </Stack>
  );
}
