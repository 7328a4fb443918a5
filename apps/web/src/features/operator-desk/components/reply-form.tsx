import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUSES, APPEAL_STATUS_TITLES, type TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import { useForm } from '@/lib/form/use-form.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useReplyToAppeal } from '../api/reply-to-appeal.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** The operator's answer to the driver, with the status it leaves the appeal in (unchanged unless chosen). */
export function ReplyForm({ idAppeal }: { idAppeal: number }) {
  const { t } = useTranslation(deskScreenTexts);
  const { language } = useLanguage();
  const reply = useReplyToAppeal();
  const guard = useSubmitGuard();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { message: '', status: '' },
    validate: { message: (value) => (value.trim() ? null : t('desk.form.required')) },
    onEdit: () => setSent(false),
  });
  const submit = form.onSubmit(({ message, status }) => {
    if (!guard.hold()) return;
    reply.mutate(
      { idAppeal, message, status: (status || undefined) as TAppealStatus | undefined },
      {
        onSuccess: () => {
          form.reset();
          setSent(true);
        },
        onSettled: guard.release,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={reply.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="xs">
          <Textarea label={t('desk.thread.reply')} rows={4} maxLength={2000} {...form.getInputProps('message')} />
          <Group align="end" gap="sm">
            <NativeSelect
              label={t('desk.thread.replyStatus')}
              data={[
                { value: '', label: t('desk.thread.keepStatus') },
                ...APPEAL_STATUSES.map((s) => ({ value: s, label: APPEAL_STATUS_TITLES[s][language] })),
              ]}
              w={220}
              {...form.getInputProps('status')}
            />
            <Button type="submit" loading={reply.isPending}>
              {t('desk.thread.send')}
            </Button>
          </Group>
          <ErrorAlert error={reply.error} />
          <Text fz="sm" className="desk-status-green" role="status" mih={20}>
            {sent ? t('desk.thread.sent') : ''}
          </Text>
        </Stack>
      </fieldset>
    </form>
  );
}
