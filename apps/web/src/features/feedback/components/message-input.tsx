import { useState, type KeyboardEvent } from 'react';
import { Button, Group, InputBase, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@city-parking/contract/feedback/appeal-message';
import { messageToSend } from '../outgoing-messages.ts';
import { feedbackTexts } from '../texts.ts';

/**
 * The thread's message field: Enter sends, Shift+Enter starts a new line, only non-empty trimmed
 * text is sent. It is a plain textarea, so whatever is pasted arrives as plain text.
 */
export function MessageInput({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation(feedbackTexts);
  const [text, setText] = useState('');

  const send = () => {
    const message = messageToSend(text);
    if (message === null) return;
    onSend(message);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a word uses Enter to commit it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="fb-input"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="xs">
        <InputBase
          component="textarea"
          multiline
          label={t('feedback.reply')}
          description={t('feedback.replyHint')}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm">
            {t('feedback.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
