import { useCallback, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAppealItem, TMessageItem } from '@city-parking/contract/feedback/appeals';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { appealKeys } from './api/get-appeals.ts';
import { registerMessage } from './api/register-message.ts';
import { NO_OUTGOING, outgoingReducer, type OutgoingMessage } from './outgoing-messages.ts';

/**
 * The driver's messages on their way (spec §4, Feedback send): a message shows at once as outgoing
 * and sending; a refused one moves to the error list for a resend; an accepted one joins the thread
 * and becomes its appeal's last message in the same render, so nothing blinks out in between.
 */
export function useOutgoingMessages() {
  const [state, dispatch] = useReducer(outgoingReducer, NO_OUTGOING);
  const queryClient = useQueryClient();
  const token = useToken('standart');
  const { language } = useLanguage();
  const serial = useRef(0);

  const deliver = useCallback(
    async (message: OutgoingMessage) => {
      dispatch({ type: 'send', message });
      try {
        await registerMessage(message.idAppeal, message.text);
      } catch {
        dispatch({ type: 'failed', key: message.key });
        return;
      }
      const sent: TMessageItem = { date: new Date().toISOString(), text: message.text, out: 1, withTitle: false };
      const messagesKey = appealKeys.messages(currentCity.city, token, language, message.idAppeal);
      queryClient.setQueryData<TMessageItem[]>(messagesKey, (items) => (items ? [...items, sent] : items));
      queryClient.setQueryData<TAppealItem[]>(appealKeys.list(currentCity.city, token, language), (items) =>
        items?.map((item) =>
          item.appeal.id === message.idAppeal
            ? { ...item, appeal: { ...item.appeal, count: item.appeal.count + 1 }, lastMessage: { text: sent.text, date: sent.date } }
            : item,
        ),
      );
      dispatch({ type: 'sent', key: message.key });
      // The server's copies (its dates, another tab's messages) replace the local ones when they come.
      void queryClient.invalidateQueries({ queryKey: appealKeys.all });
    },
    [queryClient, token, language],
  );

  const send = useCallback(
    (idAppeal: number, text: string) => {
      serial.current += 1;
      void deliver({ key: `m${serial.current}`, idAppeal, text, date: new Date().toISOString() });
    },
    [deliver],
  );

  /** Sends a failed message again: it leaves the error list first and comes back as sending. */
  const resend = useCallback(
    (message: OutgoingMessage) => {
      dispatch({ type: 'resend', key: message.key });
      void deliver({ ...message, date: new Date().toISOString() });
    },
    [deliver],
  );

  return { state, send, resend };
}
