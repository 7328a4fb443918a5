import { OPERATION_TYPES, type TOperationType } from './operation.ts';

/*
 * The history screen's filters and the names the calls take for them. Apart from the calls' query
 * schema (operations-query.ts), so that the web page's first load carries no token or date schema.
 */

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
