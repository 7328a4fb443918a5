import { Alert, Box, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canonicalReceipt } from '@city-parking/contract/fiscal/canonical-receipt';
import type { TFiscalReceipt } from '@city-parking/contract/fiscal/fiscal-receipt';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { useCityKey } from '@/domains/site/api/get-city-key.ts';
import { CITIES, currentCity } from '@/lib/city/current-city.ts';
import { verifySignature } from '@/lib/crypto/verify-signature.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { receiptKeys, useFiscalReceipt } from '../api/get-fiscal-receipt.ts';
import { receiptTexts } from '../texts.ts';

const RULE = { borderTop: '1px solid var(--mantine-color-gray-3)' };

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py={6} style={RULE}>
      <Text component="dt" c="dimmed" size="sm">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={strong ? 700 : 500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The city's verdict on the receipt, computed here, in the browser, from the published key. */
function Verdict({ apiUrl, receipt, signature }: { apiUrl: string; receipt: TFiscalReceipt; signature: string }) {
  const { t } = useTranslation(receiptTexts);
  const key = useCityKey(apiUrl);
  const publicKey = key.data ?? '';
  const verdict = useQuery({
    queryKey: receiptKeys.verdict(apiUrl, receipt.id, signature, publicKey),
    queryFn: () => verifySignature(canonicalReceipt(receipt), signature, publicKey),
    enabled: !key.isPending,
    staleTime: Infinity,
  });
  if (!verdict.data) {
    return (
      <Alert color="gray" icon={<Loader size="xs" />} mih={84}>
        <Text fw={700} size="sm">
          {t('receipt.verdict.checking')}
        </Text>
      </Alert>
    );
  }
  const color = { genuine: 'green', forged: 'red', unavailable: 'yellow' }[verdict.data];
  return (
    // The verdict's words keep the text colour: Mantine's coloured alert titles fall short of WCAG's contrast.
    <Alert color={color} role="status" mih={84}>
      <Text fw={700} size="sm">
        {t(`receipt.verdict.${verdict.data}.title`)}
      </Text>
      <Text size="sm">{t(`receipt.verdict.${verdict.data}.text`)}</Text>
    </Alert>
  );
}

/** /receipt/:id?city=…: a fiscal receipt opened from its link, with its QR code and the city's signature checked here. */
export function ReceiptPage() {
  const { t } = useTranslation(receiptTexts);
  const { language } = useLanguage();
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  // The link names its city; a receipt is read from that city's back end whichever city the browser chose.
  const city = CITIES.find((c) => c.city === params.get('city')) ?? currentCity;
  const answer = useFiscalReceipt(city.apiUrl, id);

  if (answer.error instanceof ApiError && (answer.error.errorName === 'NotFound' || answer.error.errorName === 'ValidationError')) {
    return (
      <Stack gap="lg" maw={560} mx="auto" w="100%">
        <Title order={1}>{t('receipt.notFound.title')}</Title>
        <Alert color="yellow">{t('receipt.notFound.text')}</Alert>
      </Stack>
    );
  }
  if (answer.error) {
    return (
      <Stack gap="lg" maw={560} mx="auto" w="100%">
        <Title order={1}>{t('receipt.error.title')}</Title>
        <Button onClick={() => void answer.refetch()} w="fit-content">
          {t('receipt.retry')}
        </Button>
      </Stack>
    );
  }
  if (!answer.data) {
    return (
      <Stack gap="lg" maw={560} mx="auto" w="100%" aria-busy="true">
        <Skeleton h={36} w="60%" />
        <Skeleton h={84} />
        <Skeleton h={640} />
      </Stack>
    );
  }

  const { receipt, buyer, fnsCheck, qrSvg, signature } = answer.data;
  const money = (kopecks: number) => formatMoney(kopecks, language);
  const vat = receipt.items.reduce((sum, item) => sum + item.vat, 0);
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`;

  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={1}>{t(`receipt.title.${receipt.sign}`)}</Title>
      <Verdict apiUrl={city.apiUrl} receipt={receipt} signature={signature} />
      <Paper withBorder radius="md" p="md">
        <Text fw={700}>{receipt.seller.name}</Text>
        {receipt.seller.address && (
          <Text size="sm" c="dimmed">
            {receipt.seller.address}
          </Text>
        )}
        <Box component="dl" m={0} mt="sm">
          <Row label={t('receipt.inn')} value={receipt.seller.inn} />
          <Row label={t('receipt.taxSystem')} value={t(`receipt.tax.${receipt.taxSystem}`)} />
          <Row label={t('receipt.place')} value={receipt.place} />
        </Box>
        {receipt.items.map((item, index) => (
          <Box key={index} mt="md">
            <Text size="sm" c="dimmed">
              {t('receipt.items')} · {t(`receipt.method.${item.settlementMethod}`)}
            </Text>
            <Text fw={600}>{item.name}</Text>
            <Box component="dl" m={0}>
              <Row label={t('receipt.quantity', { quantity: item.quantity, price: money(item.price) })} value={money(item.sum)} />
              <Row label={t(`receipt.vat.${item.vatRate}`)} value={money(item.vat)} />
            </Box>
          </Box>
        ))}
        <Box component="dl" m={0} mt="md">
          <Row label={t('receipt.total')} value={money(receipt.total)} strong />
          <Row label={t('receipt.electronic')} value={money(receipt.electronic)} />
          {vat > 0 && <Row label={t('receipt.vatTotal')} value={money(vat)} />}
          <Row label={t('receipt.issuedAt')} value={formatDateTime(new Date(receipt.issuedAt), 'DD.MM.YYYY HH:mm', receipt.timeZone)} />
          <Row label={t('receipt.registerNumber')} value={receipt.registerNumber} />
          <Row label={t('receipt.fn')} value={receipt.fn} />
          <Row label={t('receipt.fd')} value={receipt.fd} />
          <Row label={t('receipt.fp')} value={receipt.fp} />
          {buyer && <Row label={t('receipt.buyer')} value={buyer} />}
        </Box>
        <Stack align="center" gap={4} mt="md">
          <img src={qrSrc} alt={t('receipt.qr')} width={180} height={180} />
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} ta="center">
            {fnsCheck}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
