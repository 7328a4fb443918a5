import { z } from 'zod/mini';
import { ZSiteOptions } from './site-options.ts';
import { ZSettings } from './settings.ts';

/** GET /api/info/get-options-info: the site options alone. */
export const ZGetOptionsInfoResponse = z.object({ status: z.literal('ok'), result: ZSiteOptions });

/** GET /api/info/get-options-info-v2 and -v3: site options with the settings flags. */
export const ZGetOptionsInfoV3Response = z.object({
  status: z.literal('ok'),
  result: z.extend(ZSiteOptions, { settings: ZSettings }),
});
export type TGetOptionsInfoV3Response = z.infer<typeof ZGetOptionsInfoV3Response>;

/** GET /api/options: the settings flags alone. */
export const ZGetSettingsResponse = z.object({ status: z.literal('ok'), result: ZSettings });
