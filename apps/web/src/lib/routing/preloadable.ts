/**
 * A module loader for React.lazy that hands over a module already here without suspending.
 *
 * React.lazy suspends on a component's first render even when its module has loaded: a promise
 * reports its value only in a later microtask. On a first load the page's code is asked for before
 * the app renders (router.tsx `preloadPageOf`), so the first render would still show the page's
 * fallback, and React then holds the page back to batch its reveal. That put the news list on the
 * screen 300–550 ms after the layout around it. Once the module has arrived, this loader answers
 * with a thenable that calls back at once, which React.lazy reads in the same render.
 *
 * A failed load is not kept: the next call asks again, as a plain loader would.
 */
export function preloadable<T>(loader: () => Promise<T>): () => Promise<T> {
  let loaded: { module: T } | undefined;
  let loading: Promise<T> | undefined;
  return () => {
    if (loaded) return settledWith(loaded.module);
    loading ??= loader().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * A promise of `value` whose `then` calls its fulfilment handler before returning, the way React.lazy
 * needs to read it in the same render. `await` and `catch` behave as for any settled promise.
 */
function settledWith<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  // A module is never itself a thenable, so the value is what a handler would be given.
  const settled = value as Awaited<T>;
  promise.then = (onFulfilled) => {
    try {
      return Promise.resolve(onFulfilled ? onFulfilled(settled) : settled) as never;
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
  return promise;
}
