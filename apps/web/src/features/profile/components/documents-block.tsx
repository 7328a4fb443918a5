import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@city-parking/contract/profile/vehicle-calls';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { InlineDelete } from '@/lib/ui/inline-delete.tsx';
import { removeDocument } from '../api/remove-document.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { profileTexts } from '../texts.ts';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

const DocumentFormDialog = lazy(async () => ({ default: (await import('./document-form-dialog.tsx')).DocumentFormDialog }));

/** The driver's documents: registration certificates and licences, each with edit and delete. */
export function DocumentsBlock({ documents }: { documents: readonly TDocument[] | undefined }) {
  const { t } = useTranslation([profileTexts, profileVehiclesTexts], { nsMode: 'fallback' });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TDocument | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: removeDocument,
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('profile.documents')}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('profile.documents')}
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing('new')} disabled={!documents}>
          {t('profile.document.add')}
        </Button>
      </Group>
      {!documents ? (
        <Skeleton h={40} />
      ) : documents.length === 0 ? (
        <Text c="dimmed">{t('profile.noDocuments')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <li key={document.id}>
              <Group justify="space-between">
                <Text>
                  <Text span fw={600}>
                    {t(`profile.document.type.${document.type}`)}
                  </Text>{' '}
                  {document.title}
                </Text>
                <Group gap="xs">
                  <Anchor component="button" type="button" fz="sm" onClick={() => setEditing(document)}>
                    {t('profile.change')}
                  </Anchor>
                  <InlineDelete
                    asking={deleting === document.id}
                    onAsk={() => setDeleting(document.id)}
                    onCancel={() => setDeleting(null)}
                    onConfirm={() => remove.mutate(document.id)}
                    pending={remove.isPending}
                  />
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <ErrorAlert error={remove.error} mt="sm" />
      {editing && documents && (
        <Suspense fallback={null}>
          <DocumentFormDialog document={editing === 'new' ? null : editing} documents={documents} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
