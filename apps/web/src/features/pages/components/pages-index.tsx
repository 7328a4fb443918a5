import { useEffect } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { ContentLoadState } from '@/domains/site/components/content-load-state.tsx';
import { usePageList } from '../api/list-pages.ts';

/** Bare /pages: the city's content pages, each a link to itself. */
export function PagesIndex() {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const list = usePageList(language, true);
  const title = t('pages.title', { ns: 'content' });

  useEffect(() => {
    document.title = `${title} — ${t('appName', { ns: 'common' })}`;
  }, [title, t]);

  return (
    <Stack gap="md" component="article">
      <Title order={1}>{title}</Title>
      <ContentLoadState query={list} />
      {list.data?.length === 0 && <Text c="dimmed">{t('pages.empty', { ns: 'content' })}</Text>}
      {list.data && list.data.length > 0 && (
        <List spacing="xs">
          {list.data.map((page) => (
            <List.Item key={page.path}>
              <Anchor component={Link} to={href(paths.pages.getHref(page.path))}>
                {page.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
