import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { operationTypesOf } from './history-filters.ts';

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
