import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAppLinks } from '@city-parking/contract/site/site-options';

/** App-store links; an empty link means the city has no app in that store. */
export function StoreLinks({ appLinks, c }: { appLinks: TAppLinks; c?: string }) {
  const { t } = useTranslation();
  const links = [
    { href: appLinks.iosLink, label: t('stores.ios') },
    { href: appLinks.androidLink, label: t('stores.android') },
    { href: appLinks.yandexStoreLink, label: t('stores.yandex') },
    { href: appLinks.apkLink, label: t('stores.apk') },
  ].filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <Group gap="sm" aria-label={t('stores.title')} role="group">
      {links.map((link) => (
        <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" fz="sm" c={c}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
