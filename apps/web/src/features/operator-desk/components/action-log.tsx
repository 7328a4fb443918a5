import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUS_TITLES } from '@city-parking/contract/feedback/appeal-status';
import type { TDeskAction } from '@city-parking/contract/operator/operator-inbox';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { deskDate } from '../desk-date.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** Who did what to the appeal, and when: every reply and status change, oldest first. */
export function ActionLog({ actions }: { actions: TDeskAction[] }) {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const title = (status: TDeskAction['from']) => APPEAL_STATUS_TITLES[status][language];
  const what = (action: TDeskAction) =>
    action.action === 'status'
      ? t('desk.thread.actionStatus', { from: title(action.from), to: title(action.to) })
      : action.from === action.to
        ? t('desk.thread.actionReplySame')
        : t('desk.thread.actionReply', { from: title(action.from), to: title(action.to) });
  return (
    <section aria-labelledby="desk-actions">
      <Title order={2} fz="h4" id="desk-actions" mb="xs">
        {t('desk.thread.actions')}
      </Title>
      {actions.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('desk.thread.noActions')}
        </Text>
      ) : (
        <Stack component="ol" gap={4} style={{ margin: 0, paddingLeft: 20 }}>
          {actions.map((action, index) => (
            <Text component="li" fz="sm" key={index}>
              {deskDate(action.at)} · {action.operator.name}: {what(action)}
            </Text>
          ))}
        </Stack>
      )}
    </section>
  );
}
