import { describe, expect, it, vi } from 'vitest';
import { tokenKey, tokenStore } from './token-store.ts';
import { logout } from './logout.ts';

describe('tokenStore', () => {
  it('keeps one token per city and user type', () => {
    tokenStore.set('standart', 'driver');
    tokenStore.set('coop', 'company');
    tokenStore.set('guest', 'visitor');
    expect(window.localStorage.getItem('perm_standart')).toBe('driver');
    expect(window.localStorage.getItem('perm_coop')).toBe('company');
    expect(window.localStorage.getItem('perm_guest')).toBe('visitor');
    expect(tokenKey('standart', 'rostov')).toBe('rostov_standart');
  });

  it('notifies subscribers when a token changes', () => {
    const listener = vi.fn();
    const stop = tokenStore.subscribe(listener);
    tokenStore.set('standart', 'a');
    tokenStore.clear('standart');
    stop();
    tokenStore.set('standart', 'b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('logout tells the server, forgets the token and leaves the other kinds alone', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"status":"ok"}'));
    tokenStore.set('standart', 'driver');
    tokenStore.set('guest', 'visitor');
    logout('standart');
    expect(tokenStore.get('standart')).toBe('');
    expect(tokenStore.get('guest')).toBe('visitor');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/city/perm/api/auth/logout');
    expect(String(init?.body)).toBe('token=driver');
    fetch.mockRestore();
  });
});
