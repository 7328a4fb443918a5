import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUSES, APPEAL_STATUS_TITLES, type TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useSetAppealStatus } from '../api/set-appeal-status.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** A status picked in the control, with the appeal's status it was picked against. */
interface Choice {
  from: TAppealStatus;
  to: TAppealStatus;
}

/** Changes the appeal's status without a reply; each change is recorded in the action log. */
export function StatusControl({ idAppeal, status }: { idAppeal: number; status: TAppealStatus }) {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const change = useSetAppealStatus();
  // A choice holds only while the appeal keeps the status it was made against: once the status
  // changes (here, or by a reply that set one) the control shows the new status, so that
  // «Изменить статус» never offers to put the old one back.
  const [choice, setChoice] = useState<Choice | null>(null);
  const [setTo, setSetTo] = useState<TAppealStatus | null>(null);
  const chosen = choice?.from === status ? choice.to : status;
  return (
    <Stack gap="xs">
      <Group align="end" gap="sm">
        <NativeSelect
          label={t('desk.thread.status')}
          value={chosen}
          onChange={(event) => {
            setChoice({ from: status, to: event.currentTarget.value as TAppealStatus });
            setSetTo(null);
          }}
          data={APPEAL_STATUSES.map((s) => ({ value: s, label: APPEAL_STATUS_TITLES[s][language] }))}
          w={220}
        />
        <Button
          variant="light"
          disabled={chosen === status}
          loading={change.isPending}
          onClick={() => change.mutate({ idAppeal, status: chosen }, { onSuccess: (_answer, { status: to }) => setSetTo(to) })}
        >
          {t('desk.thread.setStatus')}
        </Button>
      </Group>
      <ErrorAlert error={change.error} />
      <Text fz="sm" className="desk-status-green" role="status" mih={20}>
        {setTo !== null && setTo === status ? t('desk.thread.statusSet') : ''}
      </Text>
    </Stack>
  );
}
