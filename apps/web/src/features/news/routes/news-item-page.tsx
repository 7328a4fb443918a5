import { useEffect } from 'react';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { preloadSanitizer, SafeHtml } from '@/lib/html/safe-html.tsx';
import { paths } from '@/lib/routing/paths.ts';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { useNewsItem } from '../api/get-news-item.ts';
import { NewsDate } from '../components/news-date.tsx';
import { ContentLoadState } from '@/domains/site/components/content-load-state.tsx';
import { newsTexts } from '../texts.ts';

export function NewsItemPage() {
  const { t } = useTranslation(newsTexts);
  const { language, href } = useLanguage();
  const id = Number(useParams().id);
  const item = useNewsItem(id, language);
  useEffect(preloadSanitizer, []);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (item.error instanceof ApiError && item.error.errorName === 'NotFound') return <NotFoundPage />;

  return (
    <Stack gap="md" component="article">
      <Anchor component={Link} to={href(paths.news.getHref())} fz="sm">
        ← {t('news.back')}
      </Anchor>
      <ContentLoadState query={item} />
      {item.data && (
        <>
          <Title order={1}>{item.data.title}</Title>
          <NewsDate value={item.data.publishedAt} />
          <SafeHtml html={item.data.body} />
        </>
      )}
    </Stack>
  );
}
