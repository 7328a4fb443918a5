import { AppError } from '../../errors/app-error.ts';
import type { SiteService } from '../site/site-service.ts';

/**
 * Whether the city serves its companies now. A closed city (the site option `isClose`) shows the
 * closed-service page and nothing else (accounts 2), so its companies' sign-in and cabinet calls are
 * refused too, whatever token they carry: off means off on the server as in the router.
 */
export function cabinetGate(site: Pick<SiteService, 'getSiteOptions'>) {
  return {
    async assertOpen(): Promise<void> {
      if ((await site.getSiteOptions()).isClose) throw new AppError('ServiceClosed');
    },
  };
}
export type CabinetGate = ReturnType<typeof cabinetGate>;
