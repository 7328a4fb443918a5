/** A message the driver wrote that the server has not confirmed yet (sending) or refused (failed). */
export interface OutgoingMessage {
  /** Unique within the page, for React and for naming the message in actions. */
  key: string;
  idAppeal: number;
  text: string;
  /** When it was written (ISO), shown as its date until the server's copy replaces it. */
  date: string;
}

/** The messages on their way, and those that failed and wait for a resend (spec §4, Feedback send). */
export interface OutgoingState {
  sending: readonly OutgoingMessage[];
  failed: readonly OutgoingMessage[];
}

export type OutgoingAction =
  | { type: 'send'; message: OutgoingMessage }
  | { type: 'sent'; key: string }
  | { type: 'failed'; key: string }
  /** Takes a failed message out of the error list; its new attempt is a 'send' of its own. */
  | { type: 'resend'; key: string };

export const NO_OUTGOING: OutgoingState = { sending: [], failed: [] };

const without = (list: readonly OutgoingMessage[], key: string) => list.filter((message) => message.key !== key);

export function outgoingReducer(state: OutgoingState, action: OutgoingAction): OutgoingState {
  switch (action.type) {
    case 'send':
      return { ...state, sending: [...state.sending, action.message] };
    case 'sent':
      return { sending: without(state.sending, action.key), failed: without(state.failed, action.key) };
    case 'failed': {
      const message = state.sending.find((m) => m.key === action.key);
      if (!message) return state;
      return { sending: without(state.sending, action.key), failed: [...state.failed, message] };
    }
    case 'resend':
      return state.failed.some((m) => m.key === action.key) ? { ...state, failed: without(state.failed, action.key) } : state;
  }
}

/** One appeal's share of the state: what is sending and what failed there. */
export function outgoingOf(state: OutgoingState, idAppeal: number): OutgoingState {
  return { sending: state.sending.filter((m) => m.idAppeal === idAppeal), failed: state.failed.filter((m) => m.idAppeal === idAppeal) };
}

/** The text to send, or null when there is nothing but blanks (spec: only non-empty trimmed text is sent). */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
