/**
 * Where a payer's answer to an SMS goes. In demo mode the outbox page and `POST /dev/outbox/reply`
 * stand in for the SMS gateway that would deliver it.
 */
export interface SmsReplies {
  /**
   * Completes the waiting request the answer names by its reference ("1 K7P2"), or the phone's only
   * waiting request when it names none; NotFound or PaymentReferenceRequired otherwise.
   */
  reply(from: string, text: string): Promise<{ payment: string; result: string }>;
  /** The references of the requests still waiting for an answer, by phone, among `phones`. */
  awaitingReply(phones: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>>;
}
