import { lazy, Suspense, useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@city-parking/contract/profile/vehicle-calls';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { InlineDelete } from '@/lib/ui/inline-delete.tsx';
import { removeDocument } from '../api/remove-document.ts';
import { useProfileRemoval } from '../hooks/use-profile-removal.ts';
import { profileTexts } from '../texts.ts';
import { profileVehiclesTexts } from '../vehicle-texts.ts';
import { ListBlock } from './list-block.tsx';

const DocumentFormDialog = lazy(async () => ({ default: (await import('./document-form-dialog.tsx')).DocumentFormDialog }));

/** The driver's documents: registration certificates and licences, each with edit and delete. */
export function DocumentsBlock({ documents }: { documents: readonly TDocument[] | undefined }) {
  const { t } = useTranslation([profileTexts, profileVehiclesTexts], { nsMode: 'fallback' });
  const [editing, setEditing] = useState<TDocument | 'new' | null>(null);
  const { remove, deleteProps } = useProfileRemoval(removeDocument);

  return (
    <ListBlock
      title={t('profile.documents')}
      addLabel={t('profile.document.add')}
      emptyText={t('profile.noDocuments')}
      items={documents}
      onAdd={() => setEditing('new')}
      list={(documents) => (
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
                  <InlineDelete {...deleteProps(document.id)} />
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    >
      <ErrorAlert error={remove.error} mt="sm" />
      {editing && documents && (
        <Suspense fallback={null}>
          <DocumentFormDialog document={editing === 'new' ? null : editing} documents={documents} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListBlock>
  );
}
