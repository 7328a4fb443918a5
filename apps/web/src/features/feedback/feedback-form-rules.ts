import { MESSAGE_MAX_LENGTH } from '@city-parking/contract/feedback/appeal-message';
import { checkEmail, normaliseFullPhone } from '@city-parking/contract/profile/contact-rules';

/** The new-appeal form's fields; the topic is a value of the city's feedbackTopics, or '' for none. */
export interface FeedbackValues {
  idSubject: string;
  phone: string;
  email: string;
  message: string;
}

/** What is wrong with a field, named by its text key (spec §5, Feedback form). */
export type FeedbackIssue = 'required' | 'email' | 'phone' | 'tooLong';

/** E-mail: required, then valid. */
export function emailIssue(value: string): FeedbackIssue | null {
  const issue = checkEmail(value);
  return issue === 'required' ? 'required' : issue ? 'email' : null;
}

/**
 * Phone: required, then the server's rule (7, 8 or +7 and ten more digits, spaces, hyphens and
 * brackets allowed). The spec's own pattern (7, 8 or +7, any one character, 9 or 10 digits) passes
 * numbers the server refuses and refuses "+7 (912) 000-00-01"; the server's rule is what decides.
 */
export function phoneIssue(value: string): FeedbackIssue | null {
  if (value.trim() === '') return 'required';
  return normaliseFullPhone(value) ? null : 'phone';
}

/** Message: trimmed, required, at most MESSAGE_MAX_LENGTH characters. */
export function messageIssue(value: string): FeedbackIssue | null {
  const text = value.trim();
  if (text === '') return 'required';
  return text.length > MESSAGE_MAX_LENGTH ? 'tooLong' : null;
}
