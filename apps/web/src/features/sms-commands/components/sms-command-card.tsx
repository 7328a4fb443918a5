import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { splitTranscription, type TSmsCommand } from '@city-parking/contract/site/sms-commands';
import { smsCommandsTexts } from '../texts.ts';

/** One command: what it does, how to write it part by part, and a ready example. */
export function SmsCommandCard({ command, sendTo }: { command: TSmsCommand; sendTo: string }) {
  const { t } = useTranslation(smsCommandsTexts);
  const parts = splitTranscription(command.command_transcription);
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={command.name}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {command.name}
        </Title>
        <Text c="dimmed">{command.hint}</Text>
        <Group gap={6} aria-label={t('sms.format')} role="group">
          {parts.map((part, index) => (
            <Group key={`${index}-${part}`} gap={6} wrap="nowrap">
              {index > 0 && (
                <Text span fw={700} aria-hidden>
                  *
                </Text>
              )}
              <Badge variant="light" size="lg" tt="none">
                {part}
              </Badge>
            </Group>
          ))}
        </Group>
        <Text fz="sm">
          {t('sms.example')} <Code fz="sm">{command.example}</Code> {t('sms.sendTo')} <Code fz="sm">{sendTo}</Code>
        </Text>
      </Stack>
    </Paper>
  );
}
