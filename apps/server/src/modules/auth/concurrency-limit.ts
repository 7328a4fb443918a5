import { AppError } from '../../errors/app-error.ts';

export interface ConcurrencyLimit {
  /** Runs `work` when a slot is free; TooManyRequests at once when the queue is full too. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Computations running and waiting now. */
  readonly load: { running: number; waiting: number };
}

/**
 * At most `concurrency` tasks at once and `queue` waiting; beyond that a task is refused rather than
 * queued, so a burst cannot make every later caller wait behind it.
 */
export function concurrencyLimit({ concurrency, queue }: { concurrency: number; queue: number }): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new AppError('TooManyRequests');
      // A slot is ours here (handed over by release without decrementing `running`).
      try {
        return await work();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
