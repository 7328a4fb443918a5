import { APPEAL_STATUS_TITLES } from '@city-parking/contract/feedback/appeal-status';
import type { TAppealItem, TMessageItem } from '@city-parking/contract/feedback/appeals';
import type { TFeedbackTopic } from '@city-parking/contract/feedback/feedback-topic';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { AppealSummary } from './appeal-repo.ts';
import type { AppealMessageRow, AppealRow } from './tables.ts';
import { topicLabel } from './topic-label.ts';

/** One appeal of the driver's list, in the spec's shape. */
export function toAppealItem(row: AppealSummary, topics: readonly TFeedbackTopic[], language: TLanguage): TAppealItem {
  return {
    appeal: {
      id: row.id,
      subject: topicLabel(topics, row.topic, language),
      status: APPEAL_STATUS_TITLES[row.status][language],
      count: row.message_count,
      date: row.created_at.toISOString(),
    },
    lastMessage: { text: row.last_text, date: row.last_at.toISOString() },
    status: row.status,
  };
}

/** An appeal's messages, oldest first; the first carries the topic as its title. */
export function toMessageItems(
  appeal: AppealRow,
  messages: readonly AppealMessageRow[],
  topics: readonly TFeedbackTopic[],
  language: TLanguage,
): TMessageItem[] {
  const title = topicLabel(topics, appeal.topic, language);
  return messages.map((m, i) => ({
    date: new Date(m.created_at).toISOString(),
    text: m.text,
    out: m.out ? 1 : 0,
    withTitle: i === 0 && title !== '',
    ...(i === 0 && title ? { title } : {}),
  }));
}
