import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TCostIntervalAnswer, TCostResponse } from '@city-parking/contract/payments/cost';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { formatPercent } from '@/lib/i18n/format-percent.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { paymentsTexts } from '../texts.ts';

interface CostBreakdownProps {
  cost?: TCostResponse;
  /** A failed cost call: the price reads 0 and, unless it is CostCalculationError, a red alert says why. */
  error?: unknown;
  loading?: boolean;
}

/** The one cost error the spec keeps silent: it only marks the cost as failed. */
export const isSilentCostError = (error: unknown) => error instanceof ApiError && error.errorName === 'CostCalculationError';

// A plain table: Mantine's Table shares a chunk with ScrollArea, 17 KB gzip for four columns.
const cell = { padding: '6px 8px', borderBottom: '1px solid var(--mantine-color-gray-3)' } as const;

// Below Mantine's `sm`: four columns do not fit, the breakdown folds under the total.
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Discount as a share of the price before it, floored to a tenth of a percent (spec §4). The
 * epsilon keeps a binary fraction such as 0.29 × 1000 = 289.99… from losing a tenth.
 */
function discountShare(total: number, discount: number): number {
  const before = total + discount;
  return before > 0 ? Math.floor((discount / before) * 1000 + 1e-9) / 1000 : 0;
}

/** "DD.MM HH:mm – HH:mm" in the city's time; the end keeps its date when it falls on another day. */
function period(from: string, to: string): string {
  const zone = currentCity.timeZone;
  const sameDay = formatDateTime(from, 'DD.MM', zone) === formatDateTime(to, 'DD.MM', zone);
  return `${formatDateTime(from, 'DD.MM HH:mm', zone)} – ${formatDateTime(to, sameDay ? 'HH:mm' : 'DD.MM HH:mm', zone)}`;
}

/**
 * The price of a session: the amount split into whole roubles and two-digit kopecks, the discount
 * and benefit when there are any, and the table of tariff intervals the price is made of.
 */
export function CostBreakdown({ cost, error, loading = false }: CostBreakdownProps) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles, rublesParts, language } = useMoney();
  const total = error || !cost ? 0 : cost.totalcost;
  const { whole, rest } = rublesParts(total);
  // Read at the first render, so the page does not change shape after it.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm" aria-busy={loading}>
      {!isSilentCostError(error) && <ErrorAlert error={error} />}
      <Group gap="xs" align="baseline">
        <Text c="dimmed">{t('payment.total')}</Text>
        <Text fz={28} fw={700} lh={1} aria-label={t('payment.totalAria', { amount: rubles(total) })}>
          {whole}
          <Text span fz="lg" fw={700}>
            {rest}
          </Text>
        </Text>
        {loading && <Loader size="xs" aria-label={t('payment.costLoading')} />}
      </Group>
      {!error && cost && cost.totaldiscount > 0 && (
        <Text fz="sm">
          {t('payment.discount', { amount: rubles(cost.totaldiscount), percent: formatPercent(discountShare(cost.totalcost, cost.totaldiscount), language) })}
        </Text>
      )}
      {!error && cost && cost.benefit !== '' && <Text fz="sm">{t('payment.benefit', { benefit: cost.benefit })}</Text>}
      {!error && cost && cost.intervals.length > 0 && (phone ? <IntervalList intervals={cost.intervals} /> : <IntervalTable intervals={cost.intervals} />)}
    </Stack>
  );
}

function IntervalTable({ intervals }: { intervals: TCostIntervalAnswer[] }) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles } = useMoney();
  return (
    <Box component="table" aria-label={t('payment.intervals')} fz="sm" w="100%" style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {[t('payment.period'), t('payment.dayType'), t('payment.pricePerHour'), t('payment.intervalCost')].map((title) => (
            <Box component="th" key={title} style={cell} ta="left">
              {title}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {intervals.map((interval) => (
          <tr key={`${interval.from}-${interval.to}`}>
            <td style={cell}>{period(interval.from, interval.to)}</td>
            <td style={cell}>{t(`payment.day.${interval.daycode}`)}</td>
            <td style={cell}>{rubles(interval.price)}</td>
            <td style={cell}>{rubles(interval.cost)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** On a phone: the intervals folded under a summary that opens with a tap, Enter or Space, one interval a line. */
function IntervalList({ intervals }: { intervals: TCostIntervalAnswer[] }) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles } = useMoney();
  return (
    <Box component="details" fz="sm">
      <Box component="summary" style={{ cursor: 'pointer', minHeight: 24 }}>
        {t('payment.intervalsSummary', { count: intervals.length })}
      </Box>
      <Stack component="ul" gap={4} mt={6} p={0} style={{ listStyle: 'none' }}>
        {intervals.map((interval) => (
          <li key={`${interval.from}-${interval.to}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <span>{period(interval.from, interval.to)}</span>
              <Text span fw={600} fz="sm">
                {rubles(interval.cost)}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('payment.intervalRate', { day: t(`payment.day.${interval.daycode}`), price: rubles(interval.price) })}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
