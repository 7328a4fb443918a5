import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAppLinks } from '@city-parking/contract/site/site-options';

/** A web address of an app store's page: nothing else opens a store. */
function isStorePage(href: string): boolean {
  return /^https?:\/\/[^/\s]+/i.test(href);
}

/** An .apk file on the web (on this site or another): anything else would not install. */
function isApkFile(href: string): boolean {
  try {
    const url = new URL(href, window.location.origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.toLowerCase().endsWith('.apk');
  } catch {
    return false;
  }
}

/**
 * App-store links. A link shows only when the city has set it and it leads where its label says: a
 * store's page, or for the APK a file to download; an empty or unusable one means no app there.
 */
export function StoreLinks({ appLinks, c }: { appLinks: TAppLinks; c?: string }) {
  const { t } = useTranslation();
  const links = [
    { href: appLinks.iosLink, label: t('stores.ios'), usable: isStorePage },
    { href: appLinks.androidLink, label: t('stores.android'), usable: isStorePage },
    { href: appLinks.yandexStoreLink, label: t('stores.yandex'), usable: isStorePage },
    { href: appLinks.apkLink, label: t('stores.apk'), usable: isApkFile, download: true },
  ].filter((link) => link.usable(link.href.trim()));
  if (links.length === 0) return null;
  return (
    <Group gap="sm" aria-label={t('stores.title')} role="group">
      {links.map((link) => (
        <Anchor key={link.href} href={link.href.trim()} target="_blank" rel="noopener noreferrer" download={link.download} fz="sm" c={c}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
