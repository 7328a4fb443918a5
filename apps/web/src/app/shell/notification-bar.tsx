import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSiteOptions } from '@city-parking/contract/site/site-options';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** A path of the site ("/news/1") or a full https address; anything else gets no link. */
const sitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');
const httpsAddress = (url: string) => /^https:\/\/[^\s/]+/i.test(url);

/**
 * The site option `notification`: the operator's announcement under the header, with a link to its
 * `url` when one is given; nothing when the message is empty. It is drawn in the same render as the
 * header, from the options the page waits for (the cached ones when offline), so nothing moves when
 * it appears.
 */
export function NotificationBar({ notification }: { notification: TSiteOptions['notification'] }) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const message = notification.message.trim();
  if (!message) return null;
  const url = notification.url.trim();
  const more = t('notificationBar.more');
  const link = sitePath(url) ? (
    <Anchor component={Link} to={href(url)} fz="sm" c="dark" td="underline" fw={600}>
      {more}
    </Anchor>
  ) : httpsAddress(url) ? (
    <Anchor href={url} fz="sm" c="dark" td="underline" fw={600}>
      {more}
    </Anchor>
  ) : null;
  return (
    <Box bg="blue.0" py={6} px="md" role="region" aria-label={t('notificationBar.label')}>
      <Text fz="sm" c="dark" ta="center" style={{ overflowWrap: 'anywhere' }}>
        {message}
        {link && <> {link}</>}
      </Text>
    </Box>
  );
}
