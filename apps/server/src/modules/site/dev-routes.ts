import { z } from 'zod/mini';
import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZSettings } from '@city-parking/contract/site/settings';
import { ZSiteOptions } from '@city-parking/contract/site/site-options';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { TableChanges } from '../../db/table-changes.ts';
import type { SiteRepo } from './site-repo.ts';

const ZDevSiteOptionsRequest = z.object({
  options: z.optional(z.partial(z.omit(ZSiteOptions, { menuItems: true }))),
  settings: z.optional(z.partial(ZSettings)),
});

/**
 * Demo-only operator tool: changes the stored site options or settings of this city (for example
 * flags it closed) the way an operator's back office would. Never registered without DEMO.
 */
export function siteDevRoutes(repo: SiteRepo, changes: TableChanges): RoutesPlugin {
  return async (app) => {
    app.put('/dev/site-options', { schema: { body: ZDevSiteOptionsRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { options, settings } = request.body;
      if (options) await repo.mergeSetting('options', options);
      if (settings) await repo.mergeSetting('settings', settings);
      // The next read on this server sees the change, even where notices travel through PostgreSQL.
      await changes.settle();
      return { status: 'ok' };
    });
  };
}
