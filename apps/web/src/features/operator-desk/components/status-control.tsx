import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUSES, APPEAL_STATUS_TITLES, type TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useSetAppealStatus } from '../api/set-appeal-status.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** Changes the appeal's status without a reply; each change is recorded in the action log. */
export function StatusControl({ idAppeal, status }: { idAppeal: number; status: TAppealStatus }) {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const change = useSetAppealStatus();
  const [chosen, setChosen] = useState<TAppealStatus>(status);
  const [done, setDone] = useState(false);
  return (
    <Stack gap="xs">
      <Group align="end" gap="sm">
        <NativeSelect
          label={t('desk.thread.status')}
          value={chosen}
          onChange={(event) => {
            setChosen(event.currentTarget.value as TAppealStatus);
            setDone(false);
          }}
          data={APPEAL_STATUSES.map((s) => ({ value: s, label: APPEAL_STATUS_TITLES[s][language] }))}
          w={220}
        />
        <Button
          variant="light"
          disabled={chosen === status}
          loading={change.isPending}
          onClick={() => change.mutate({ idAppeal, status: chosen }, { onSuccess: () => setDone(true) })}
        >
          {t('desk.thread.setStatus')}
        </Button>
      </Group>
      <ErrorAlert error={change.error} />
      <Text fz="sm" className="desk-status-green" role="status" mih={20}>
        {done ? t('desk.thread.statusSet') : ''}
      </Text>
    </Stack>
  );
}
