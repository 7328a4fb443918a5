import type { ReactNode } from 'react';
import type { TSettings } from '@city-parking/contract/site/settings';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';

type TFeatureSetting = { [K in keyof TSettings]-?: TSettings[K] extends boolean ? K : never }[keyof TSettings];

/**
 * A page the city may switch off: where `setting` is off its address is the not-found page, as for
 * an address the city never had, not a page whose calls the server refuses. The shell renders pages
 * only once the options are in, so the setting is known here.
 */
export function SettingRoute({ setting, children }: { setting: TFeatureSetting; children: ReactNode }) {
  const settings = useSiteOptions().data?.settings;
  if (!settings) return null;
  return settings[setting] ? children : <NotFoundPage />;
}
