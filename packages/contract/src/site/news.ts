import { z } from 'zod';

export const NEWS_PAGE_SIZE = 10;

/** GET /api/news */
export const ZListNewsRequest = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TListNewsRequest = z.infer<typeof ZListNewsRequest>;

export const ZNewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  preview: z.string(),
  /** Sanitised by the client before rendering. */
  body: z.string(),
  publishedAt: z.string(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZListNewsResponse = z.object({
  status: z.literal('ok'),
  result: z.object({ items: z.array(ZNewsItem.omit({ body: true })), total: z.number().int() }),
});
export type TListNewsResponse = z.infer<typeof ZListNewsResponse>;

/** GET /api/news/get-one */
export const ZGetNewsRequest = z.object({ id: z.coerce.number().int().positive() });
export const ZGetNewsResponse = z.object({ status: z.literal('ok'), result: ZNewsItem });
export type TGetNewsResponse = z.infer<typeof ZGetNewsResponse>;
