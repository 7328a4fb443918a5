import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { OPERATION_TYPES, ZOperation, type TOperationType } from './operation.ts';

/** The screen's period filter; `monthly` is the default. */
export const PERIOD_FILTERS = ['all', 'yesterday', 'today', 'weekly', 'monthly', 'custom'] as const;
export type TPeriodFilter = (typeof PERIOD_FILTERS)[number];
export const DEFAULT_PERIOD_FILTER: TPeriodFilter = 'monthly';

/** The screen's operation-type filter (bonus20 only where the city's useBonus is on). */
export const OPERATION_TYPE_FILTERS = ['all', 'payment', 'refill', 'renew', 'cancel', 'paymentSubscription', 'bonus20'] as const;
export type TOperationTypeFilter = (typeof OPERATION_TYPE_FILTERS)[number];

/**
 * The Russian names the calls take in `Operation`, as the screen sends them. `Оплата` covers the
 * barrier-lot payments too: the screen has no entry of their own.
 */
export const OPERATION_NAMES_RU: Record<string, TOperationTypeFilter> = {
  Все: 'all',
  Оплата: 'payment',
  Пополнение: 'refill',
  Продление: 'renew',
  Отмена: 'cancel',
  'Оплата абонемента': 'paymentSubscription',
  'Бонус 20%': 'bonus20',
};

/** The Russian name of each type filter, the value the screen sends in `Operation`. */
export const OPERATION_NAME_RU_OF = Object.fromEntries(Object.entries(OPERATION_NAMES_RU).map(([ru, type]) => [type, ru])) as Record<
  TOperationTypeFilter,
  string
>;

/**
 * The operation types an `Operation` value selects: a Russian name, a type filter or a type name
 * (`subscription` names paymentSubscription); null for all; undefined for a name nobody uses.
 */
export function operationTypesOf(name: string): readonly TOperationType[] | null | undefined {
  const value = name.trim();
  if (value === '') return null;
  const filter = OPERATION_NAMES_RU[value] ?? (value === 'subscription' ? 'paymentSubscription' : value);
  if (filter === 'all') return null;
  if (filter === 'payment') return ['payment', 'paymentGate'];
  return (OPERATION_TYPES as readonly string[]).includes(filter) ? [filter as TOperationType] : undefined;
}

/** A calendar date on the city's clock. */
export const ZCalendarDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
);

/** `<UTC instant, compact>-<id>`: the date of an operation, and its id to order those of one instant. */
export const ORDER_NUMBER_PATTERN = /^(\d{8}T\d{9})Z-(\d{1,18})$/;

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * POST /api/profile/get-operations-with-filter (fields in the query). StartDate and EndDate are
 * inclusive dates on the city's clock; without them the whole history is searched. OrderNumber is
 * the orderNumber of the last operation loaded: the page starts strictly after it. Vehicle and Zone
 * are a plate and a zone number or parking code; Driver the paying phone's digits. An empty value
 * (or `Все`) is no filter.
 */
export const ZOperationsFilterQuery = z.object({
  token: ZOpaqueToken,
  StartDate: z.optional(z.union([z.literal(''), ZCalendarDate])),
  EndDate: z.optional(z.union([z.literal(''), ZCalendarDate])),
  Operation: z.optional(
    z.string().check(
      z.maxLength(40),
      z.refine((v) => operationTypesOf(v) !== undefined),
    ),
  ),
  Vehicle: optionalText(20),
  Zone: optionalText(20),
  OrderNumber: z.optional(z.union([z.literal(''), z.string().check(z.regex(ORDER_NUMBER_PATTERN))])),
  Driver: optionalText(20),
});
export type TOperationsFilterQuery = z.infer<typeof ZOperationsFilterQuery>;

/** GET /api/profile/get-operations-v2: the newest page of the driver's history. */
export const ZRecentOperationsQuery = z.object({ token: ZOpaqueToken });

/** Both calls answer at most OPERATIONS_PAGE_SIZE operations, newest first. */
export const ZOperationsResponse = z.object({ status: z.literal('ok'), result: z.array(ZOperation) });
export type TOperationsResponse = z.infer<typeof ZOperationsResponse>;

/** The screen's filter state, kept in the address's query so that a reload shows the same view. */
export interface TOperationFilterState {
  currentPeriodFilter: TPeriodFilter;
  currentOperationTypeFilter: TOperationTypeFilter;
  /** A plate, or '' for every vehicle. */
  currentTransportFilter: string;
  /** A zone number or parking code, or '' for every zone. */
  currentZoneFilter: string;
  /** YYYY-MM-DD on the city's clock; '' when the period has no bound there. */
  periodStart: string;
  periodEnd: string;
  /** The paging key of the last operation loaded; '' for the first page. */
  orderNumber: string;
}
