import { useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { preloadSanitizer, SafeHtml } from '@/lib/html/safe-html.tsx';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { usePage } from '../api/get-page.ts';
import { ContentLoadState } from '@/domains/site/components/content-load-state.tsx';
import { PagesIndex } from '../components/pages-index.tsx';

/** /pages/<path>: a page written by the operator, found by its path; bare /pages lists them. */
export function ContentPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const page = usePage(path, language);
  useEffect(preloadSanitizer, []);

  useEffect(() => {
    if (page.data) document.title = `${page.data.title} — ${t('appName', { ns: 'common' })}`;
  }, [page.data, t]);

  if (!path) return <PagesIndex />;
  if (page.error instanceof ApiError && (page.error.errorName === 'NotFound' || page.error.errorName === 'ValidationError')) return <NotFoundPage />;

  return (
    <Stack gap="md" component="article">
      <ContentLoadState query={page} />
      {page.data && (
        <>
          <Title order={1}>{page.data.title}</Title>
          <SafeHtml html={page.data.body} />
        </>
      )}
    </Stack>
  );
}
