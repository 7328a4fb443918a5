import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import { ZSettings } from '@city-parking/contract/site/settings';
import { ZSiteOptions } from '@city-parking/contract/site/site-options';
import { validate } from '../../http/validate.ts';
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
export function siteDevRoutes(repo: SiteRepo, changes: TableChanges): FastifyPluginAsync {
  return async (app) => {
    app.put('/dev/site-options', async (request) => {
      const { options, settings } = validate(ZDevSiteOptionsRequest, request.body);
      if (options) await repo.mergeSetting('options', options);
      if (settings) await repo.mergeSetting('settings', settings);
      // The next read on this server sees the change, even where notices travel through PostgreSQL.
      await changes.settle();
      return { status: 'ok' };
    });
  };
}
