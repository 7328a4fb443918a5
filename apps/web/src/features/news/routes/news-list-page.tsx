import { Anchor, Center, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE } from '@city-parking/contract/site/news';
import { languageFromPath } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { getNewsPageQueryOptions, useNewsPage } from '../api/get-news-page.ts';
import { NewsDate } from '../components/news-date.tsx';
import { ContentLoadState } from '@/domains/site/components/content-load-state.tsx';
import { newsTexts } from '../texts.ts';

/** `?page=` of the address, 1 when missing or not a positive whole number. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The list's page at `location`, asked for beside the page's code on a first load (router.tsx). */
export const prefetchNewsListData = (client: QueryClient, location: { pathname: string; search: string }) =>
  client.prefetchQuery(getNewsPageQueryOptions(pageFrom(new URLSearchParams(location.search)), languageFromPath(location.pathname)));

export function NewsListPage() {
  const { t } = useTranslation(newsTexts);
  const { language, href } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const news = useNewsPage(page, language);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('news.title')}</Title>
      <ContentLoadState query={news} />
      {news.data && news.data.items.length === 0 && <Text c="dimmed">{t('news.empty')}</Text>}
      {news.data?.items.map((item) => (
        <Paper key={item.id} component="article" withBorder p="md" radius="md">
          <Stack gap={6}>
            <NewsDate value={item.publishedAt} />
            <Anchor component={Link} to={href(paths.newsItem.getHref(item.id))} fz="lg" fw={600}>
              {item.title}
            </Anchor>
            <Text>{item.preview}</Text>
          </Stack>
        </Paper>
      ))}
      {news.data && news.data.total > NEWS_PAGE_SIZE && (
        <Center>
          <Pagination
            total={Math.ceil(news.data.total / NEWS_PAGE_SIZE)}
            value={page}
            onChange={goTo}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
