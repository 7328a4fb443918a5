import { AppError } from '../../../errors/app-error.ts';

/** Exports rendered at once in this process: each keeps a core busy while it runs (2 here). */
export const EXPORTS_AT_ONCE = 2;
/** Exports waiting for one of those; beyond them the call answers TooManyRequests at once. */
export const EXPORTS_WAITING = 8;

/** A slot held by one export: given back once, when its file is written, fails or its reader leaves. */
export type ExportSlot = { release: () => void };

/**
 * Who may render a history export now: at most `concurrency` at once in the process and `queue`
 * waiting (TooManyRequests beyond), and one at a time per account (ExportInProgress for a second,
 * so one driver's ten tabs cannot take every slot). Rendering is CPU work on the event loop; the
 * cap is what keeps every other request answered while exports run.
 */
export function exportSlots({ concurrency, queue }: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const accounts = new Set<string>();

  const next = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  };

  return {
    /** Resolves with a slot once the account's export may render; refuses before anything is read. */
    async take(account: string): Promise<ExportSlot> {
      if (accounts.has(account)) throw new AppError('ExportInProgress');
      if (running >= concurrency && waiting.length >= queue) throw new AppError('TooManyRequests');
      // The account counts from now, waiting included, so its second export is refused meanwhile.
      accounts.add(account);
      if (running < concurrency) running += 1;
      // A slot handed over by `next` keeps `running` as it is.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return { release: releaser(account) };
    },
    get load() {
      return { running, waiting: waiting.length, accounts: accounts.size };
    },
  };

  function releaser(account: string) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      accounts.delete(account);
      next();
    };
  }
}
export type ExportSlots = ReturnType<typeof exportSlots>;

/** The process's slots, shared by every city it serves: the cap protects this process's CPU. */
export const historyExportSlots = exportSlots({ concurrency: EXPORTS_AT_ONCE, queue: EXPORTS_WAITING });
