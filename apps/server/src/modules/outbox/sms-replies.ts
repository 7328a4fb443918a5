/**
 * Where a payer's answer to an SMS goes. In demo mode the outbox page and `POST /dev/outbox/reply`
 * stand in for the SMS gateway that would deliver it.
 */
export interface SmsReplies {
  /** Completes what the newest waiting request to `from` asked; NotFound when nothing waits. */
  reply(from: string, text: string): Promise<{ payment: string; result: string }>;
  /** The phones among `phones` that have a request still waiting for an answer. */
  awaitingReply(phones: readonly string[]): Promise<ReadonlySet<string>>;
}
