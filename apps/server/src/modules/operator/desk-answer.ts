import type { TFeedbackTopic } from '@city-parking/contract/feedback/feedback-topic';
import type { TDeskMessage, TInboxAppeal, TOperatorThreadResponse } from '@city-parking/contract/operator/operator-inbox';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { AppealSummary } from '../feedback/appeal-repo.ts';
import type { AppealMessageRow, AppealRow } from '../feedback/tables.ts';
import { topicLabel } from '../feedback/topic-label.ts';
import type { DeskService } from './desk-service.ts';

type Thread = Awaited<ReturnType<DeskService['thread']>>;

const appealFields = (row: AppealRow, topics: readonly TFeedbackTopic[], language: TLanguage) => ({
  id: row.id,
  topic: row.topic,
  subject: topicLabel(topics, row.topic, language),
  status: row.status,
  phone: row.phone,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  ...(row.fine_uin === null ? {} : { fineUin: row.fine_uin }),
});

/** An appeal of the inbox. */
export const toInboxAppeal = (row: AppealSummary, topics: readonly TFeedbackTopic[], language: TLanguage): TInboxAppeal => ({
  ...appealFields(row, topics, language),
  lastMessage: row.last_text,
});

const toDeskMessage = (m: AppealMessageRow): TDeskMessage => ({
  date: new Date(m.created_at).toISOString(),
  text: m.text,
  out: m.out ? 1 : 0,
  operatorId: m.operator_id === null ? null : Number(m.operator_id),
});

/** An appeal's thread as the desk shows it: the messages and who did what to the appeal, and when. */
export const toDeskThread = ({ appeal, fine, messages, actions }: Thread, topics: readonly TFeedbackTopic[], language: TLanguage): TOperatorThreadResponse => ({
  status: 'ok',
  appeal: appealFields(appeal, topics, language),
  ...(fine ? { fine } : {}),
  messages: messages.map(toDeskMessage),
  actions: actions.map((a) => ({
    action: a.action,
    from: a.from_status,
    to: a.to_status,
    at: new Date(a.at).toISOString(),
    operator: { id: Number(a.operator_id), name: a.name },
  })),
});
