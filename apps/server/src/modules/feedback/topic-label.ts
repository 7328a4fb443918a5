import type { TFeedbackTopic } from '@city-parking/contract/feedback/feedback-topic';
import type { TLanguage } from '@city-parking/contract/site/languages';

/** The title of a topic in `language`; a topic since removed from the settings shows its value, none shows ''. */
export function topicLabel(topics: readonly TFeedbackTopic[], value: string, language: TLanguage): string {
  if (!value) return '';
  return topics.find((t) => t.value === value)?.label[language] ?? value;
}
