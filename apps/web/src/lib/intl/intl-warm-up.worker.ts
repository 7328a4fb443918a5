/*
 * Started by startIntlWarmUp (start-intl-warm-up.ts) with the time zones the page will format in:
 * builds their formatters, which leaves ICU's data loaded for the whole page, and ends.
 */
import { warmIntl } from './warm-intl.ts';

self.addEventListener(
  'message',
  (event: MessageEvent<unknown>) => {
    if (Array.isArray(event.data)) warmIntl(event.data.filter((zone): zone is string => typeof zone === 'string'));
    self.close();
  },
  { once: true },
);
