import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStore } from '@/lib/auth/token-store.ts';

/** Every test of the file runs signed in (token `tok-1`); afterwards the token and the fetch mocks are gone. */
export function signInForEachTest() {
  beforeEach(() => tokenStore.set('standart', 'tok-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    tokenStore.clear('standart');
  });
}
