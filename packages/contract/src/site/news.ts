import { z } from 'zod/mini';

export const NEWS_PAGE_SIZE = 10;

/** GET /api/news */
export const ZListNewsRequest = z.object({
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), NEWS_PAGE_SIZE),
  offset: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(0))), 0),
});
export type TListNewsRequest = z.infer<typeof ZListNewsRequest>;

export const ZNewsItem = z.object({
  id: z.int(),
  title: z.string(),
  preview: z.string(),
  /** Sanitised by the client before rendering. */
  body: z.string(),
  publishedAt: z.string(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZListNewsResponse = z.object({
  status: z.literal('ok'),
  result: z.object({ items: z.array(z.omit(ZNewsItem, { body: true })), total: z.int() }),
});
export type TListNewsResponse = z.infer<typeof ZListNewsResponse>;

/** News ids are a PostgreSQL `serial` (int4); a larger id is bad input, not a database fault. */
const NEWS_ID_MAX = 2_147_483_647;

/** GET /api/news/get-one */
export const ZGetNewsRequest = z.object({ id: z.pipe(z.coerce.number(), z.int().check(z.positive(), z.lte(NEWS_ID_MAX))) });
export const ZGetNewsResponse = z.object({ status: z.literal('ok'), result: ZNewsItem });
export type TGetNewsResponse = z.infer<typeof ZGetNewsResponse>;
