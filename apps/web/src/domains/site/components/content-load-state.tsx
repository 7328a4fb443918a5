import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { siteTexts } from '../texts.ts';

interface ContentQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A content page's query before its data is there: the loader, or the failure with a way to try again. */
export function ContentLoadState({ query }: { query: ContentQuery }) {
  const { t } = useTranslation(siteTexts);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!query.isError) return null;
  return (
    <Alert color="red" title={errorMessage(t, query.error)}>
      <Button variant="light" color="red" onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
