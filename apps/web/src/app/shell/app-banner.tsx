import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAppLinks } from '@city-parking/contract/site/site-options';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { localStore } from '@/lib/storage/local-store.ts';

/** How long the app gets to open before the store page is shown instead (spec §9). */
export const APP_FALLBACK_MS = 1000;
const CLOSED_KEY = 'appBannerClosed';

export function storeLink(appLinks: TAppLinks, userAgent: string): string {
  return /iphone|ipad|ipod/i.test(userAgent) ? appLinks.iosLink : appLinks.androidLink || appLinks.iosLink;
}

/**
 * Tries the app's own link; if the page is still visible after a second, the app is not installed
 * and the store page opens instead.
 */
export function openApp(appLinks: TAppLinks, code?: string, go: (url: string) => void = (url) => void (window.location.href = url)): void {
  const fallback = storeLink(appLinks, navigator.userAgent);
  const timer = window.setTimeout(() => {
    if (document.visibilityState === 'visible' && fallback) go(fallback);
  }, APP_FALLBACK_MS);
  window.addEventListener('pagehide', () => window.clearTimeout(timer), { once: true });
  if (appLinks.appLink) go(code ? `${appLinks.appLink}?code=${encodeURIComponent(code)}` : appLinks.appLink);
}

/** A strip on phones inviting to open the mobile app. */
export function AppBanner({ appLinks }: { appLinks: TAppLinks }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [closed, setClosed] = useState(() => localStore.get(CLOSED_KEY) === '1');
  if (closed || (!appLinks.appLink && !appLinks.androidLink && !appLinks.iosLink)) return null;

  return (
    <Paper hiddenFrom="sm" radius={0} p="xs" bg="gray.0" role="region" aria-label={t('appBanner.label')}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <CloseButton
          size="sm"
          aria-label={t('actions.close')}
          onClick={() => {
            localStore.set(CLOSED_KEY, '1');
            setClosed(true);
          }}
        />
        <Text fz="sm" style={{ flex: 1 }}>
          {t('appBanner.text', { city: currentCity.nameForShow[language] })}
        </Text>
        <Button size="xs" onClick={() => openApp(appLinks)}>
          {t('appBanner.open')}
        </Button>
      </Group>
    </Paper>
  );
}
