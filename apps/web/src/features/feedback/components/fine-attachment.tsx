import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fineEvidenceUrl } from '../fine-evidence-url.ts';
import { feedbackTexts } from '../texts.ts';

/** The payment evidence sent with an appeal against a fine; removing it sends the appeal without the fine. */
export function FineAttachment({ uin, onRemove }: { uin: string; onRemove: () => void }) {
  const { t } = useTranslation(feedbackTexts);
  return (
    <Paper withBorder p="sm" radius="md" className="fb-attachment">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text fz="sm">{t('feedback.fine.attached', { uin })}</Text>
          <Anchor href={fineEvidenceUrl(uin)} target="_blank" rel="noopener" fz="sm">
            {t('feedback.fine.evidence')}
          </Anchor>
        </div>
        <CloseButton aria-label={t('feedback.fine.remove')} title={t('feedback.fine.remove')} onClick={onRemove} />
      </Group>
    </Paper>
  );
}
