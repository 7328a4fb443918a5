import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseTypedRubles } from '@city-parking/contract/format/format-money';
import type { TWidgetStatus } from '@city-parking/contract/payments/payment-from-portal';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { reportWidgetPayment, type WidgetInvoice } from '../api/report-widget-payment.ts';
import { cardWidgetTexts } from '../widget-texts.ts';

/**
 * The sandbox card widget over the /payment page: the amount, the receipt e-mail, Pay and Decline.
 * Its outcome is reported to the server; then, whatever the answer, the driver goes to the main page
 * with a fresh load so that the balance and sessions are read again (spec parking-payments §4).
 * Closing the widget declines, as a real widget reports a payment the payer walked away from.
 */
export function CardWidget({ invoice }: { invoice: WidgetInvoice }) {
  const { t } = useTranslation(cardWidgetTexts);
  const { href } = useLanguage();
  const { money, amount } = useMoney();
  const report = useMutation({
    mutationFn: (status: TWidgetStatus) => reportWidgetPayment(invoice, status),
    onSettled: () => window.location.replace(href('/')),
  });
  const finish = (status: TWidgetStatus) => {
    if (report.isIdle) report.mutate(status);
  };
  const kopecks = parseTypedRubles(invoice.amount);

  return (
    <Modal
      opened
      onClose={() => finish('not authorized')}
      title={t('payments.widget.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack>
        <Text fz={32} fw={700}>
          {kopecks === null ? `${invoice.amount} ${invoice.currency}` : invoice.currency === 'RUB' ? money(kopecks) : `${amount(kopecks)} ${invoice.currency}`}
        </Text>
        {invoice.email && <Text>{t('payments.widget.email', { email: invoice.email })}</Text>}
        <Text fz="sm" c="dimmed">
          {t('payments.widget.sandbox')}
        </Text>
        {!report.isIdle && (
          <Text fz="sm" role="status">
            {t('payments.widget.sending')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => finish('not authorized')} disabled={!report.isIdle}>
            {t('payments.widget.decline')}
          </Button>
          <Button onClick={() => finish('authorized')} loading={!report.isIdle && report.variables === 'authorized'} disabled={!report.isIdle}>
            {t('payments.widget.pay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
