import { z } from 'zod/mini';

/** GET /api/pages/get-by-path: `path` is the part after /pages/ (personal-data-rules), a leading /pages/ is tolerated. */
export const ZGetPageRequest = z.object({
  path: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^\/?[a-z0-9][a-z0-9/_-]*$/i)),
});
export type TGetPageRequest = z.infer<typeof ZGetPageRequest>;

export const ZPage = z.object({ path: z.string(), title: z.string(), body: z.string() });
export type TPage = z.infer<typeof ZPage>;
export const ZGetPageResponse = z.object({ status: z.literal('ok'), result: ZPage });

/** GET /api/pages/list (ours): every content page's path and title in the asked language, for the bare /pages. */
export const ZPageLink = z.object({ path: z.string(), title: z.string() });
export type TPageLink = z.infer<typeof ZPageLink>;
export const ZListPagesResponse = z.object({ status: z.literal('ok'), result: z.array(ZPageLink) });
