import { useEffect, useRef } from 'react';
import { Button, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAppealItem } from '@city-parking/contract/feedback/appeals';
import { formatMessageDate } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useMessages } from '../api/get-messages.ts';
import type { OutgoingMessage, OutgoingState } from '../outgoing-messages.ts';
import { statusTone } from '../status-tone.ts';
import { feedbackTexts } from '../texts.ts';
import { MessageInput } from './message-input.tsx';

interface Props {
  idAppeal: number;
  /** The appeal as the list has it, for the heading; undefined while the list loads. */
  item: TAppealItem | undefined;
  outgoing: OutgoingState;
  onSend: (text: string) => void;
  onResend: (message: OutgoingMessage) => void;
  onBack: () => void;
}

/** One appeal's messages, oldest first, then the driver's on their way and those that failed; the field to write more. */
export function AppealThread({ idAppeal, item, outgoing, onSend, onResend, onBack }: Props) {
  const { t } = useTranslation(feedbackTexts);
  const messages = useMessages(idAppeal);
  const heading = useRef<HTMLHeadingElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const date = (iso: string) => formatMessageDate(iso, currentCity.timeZone);

  // Opening an appeal takes the reader to it (on a phone it has just replaced the list).
  useEffect(() => heading.current?.focus(), [idAppeal]);
  // The newest message is at the bottom; keep it in sight as messages come and go.
  const shown = (messages.data?.length ?? 0) + outgoing.sending.length + outgoing.failed.length;
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [shown, idAppeal]);

  const direction = (out: boolean) => (out ? t('feedback.out') : t('feedback.in'));
  let body;
  if (!messages.data && messages.error) {
    body = <LoadErrorCard title={t('feedback.messagesFailed')} error={messages.error} onRetry={() => void messages.refetch()} />;
  } else if (!messages.data) {
    body = (
      <div className="fb-msgs" aria-busy="true">
        <Skeleton h={72} w="70%" radius="lg" />
        <Skeleton h={56} w="55%" radius="lg" ml="auto" />
      </div>
    );
  } else if (shown === 0) {
    body = <p className="fb-empty">{t('feedback.noMessages')}</p>;
  } else {
    body = (
      <ol className="fb-msgs">
        {messages.data.map((message, i) => (
          <li key={i} className={`fb-msg ${message.out ? 'fb-msg-out' : 'fb-msg-in'}`}>
            <span className="fb-msg-meta">
              {direction(message.out === 1)} · <time dateTime={message.date}>{date(message.date)}</time>
            </span>
            {message.withTitle && message.title && <strong className="fb-msg-title">{message.title}</strong>}
            <span className="fb-msg-text">{message.text}</span>
          </li>
        ))}
        {outgoing.sending.map((message) => (
          <li key={message.key} className="fb-msg fb-msg-out fb-msg-sending">
            <span className="fb-msg-meta">
              {direction(true)} · {t('feedback.sending')}
            </span>
            <span className="fb-msg-text">{message.text}</span>
          </li>
        ))}
        {outgoing.failed.map((message) => (
          <li key={message.key} className="fb-msg fb-msg-out fb-msg-failed">
            <span className="fb-msg-meta">
              {direction(true)} · <time dateTime={message.date}>{date(message.date)}</time>
            </span>
            <span className="fb-msg-text">{message.text}</span>
            <button type="button" className="fb-resend" onClick={() => onResend(message)}>
              <svg className="fb-resend-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <circle cx="8" cy="8" r="8" fill="currentColor" />
                <path d="M8 3.5v5.5M8 11.2v1.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
              {t('feedback.sendFailed')}
            </button>
          </li>
        ))}
      </ol>
    );
  }

  const topic = item ? item.appeal.subject || t('feedback.noTopic') : '';
  return (
    <section className="fb-thread" aria-labelledby="fb-thread-title">
      <div className="fb-thread-head">
        <Button variant="subtle" size="compact-sm" className="fb-back" onClick={onBack}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('feedback.back')}
        </Button>
        <Title order={3} fz="h4" id="fb-thread-title" ref={heading} tabIndex={-1} className="fb-thread-title">
          {topic || t('feedback.thread')}
        </Title>
        {/* Always there, empty until the list has the appeal: its arrival moves nothing below. */}
        <span className={`fb-thread-status fb-status ${item ? `fb-status-${statusTone(item.status)}` : ''}`}>{item?.appeal.status}</span>
      </div>
      <div className="fb-log" ref={log} role="log" tabIndex={0} aria-label={t('feedback.thread')}>
        {body}
      </div>
      <MessageInput onSend={onSend} />
    </section>
  );
}
