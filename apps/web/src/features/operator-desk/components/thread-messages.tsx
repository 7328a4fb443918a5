import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDeskAction, TDeskMessage } from '@city-parking/contract/operator/operator-inbox';
import { deskDate } from '../desk-date.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** The thread's messages: the driver's on the left, the operators' on the right with who wrote them. */
export function ThreadMessages({ messages, actions }: { messages: TDeskMessage[]; actions: TDeskAction[] }) {
  const { t } = useTranslation(deskScreenTexts);
  // A message names its operator by id; the action log holds the names of those who acted here.
  const names = new Map(actions.map((a) => [a.operator.id, a.operator.name]));
  return (
    <section aria-labelledby="desk-messages">
      <Title order={2} fz="h4" id="desk-messages" mb="xs">
        {t('desk.thread.messages')}
      </Title>
      <Paper withBorder p="sm">
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.map((message, index) => {
            const fromDriver = message.out === 1;
            const author = fromDriver ? t('desk.thread.fromDriver') : (names.get(message.operatorId ?? -1) ?? t('desk.thread.fromOperator'));
            return (
              <li key={index} className={`desk-message ${fromDriver ? 'desk-message-driver' : 'desk-message-operator'}`}>
                <Text fz="xs" c="dimmed">
                  {author} · {deskDate(message.date)}
                </Text>
                <Text fz="sm">{message.text}</Text>
              </li>
            );
          })}
        </Stack>
      </Paper>
    </section>
  );
}
