import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApp, storeLink } from './app-banner.tsx';

const links = {
  androidLink: 'https://play.example/app',
  iosLink: 'https://apple.example/app',
  yandexStoreLink: '',
  apkLink: '',
  appLink: 'cityparking://open',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('mobile-app banner', () => {
  it('picks the store of the device', () => {
    expect(storeLink(links, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(links.iosLink);
    expect(storeLink(links, 'Mozilla/5.0 (Linux; Android 14)')).toBe(links.androidLink);
  });

  it('tries the app first and falls back to the store after one second', () => {
    vi.useFakeTimers();
    const visited: string[] = [];
    openApp(links, 'abc', (url) => visited.push(url));
    expect(visited).toEqual(['cityparking://open?code=abc']);
    vi.advanceTimersByTime(999);
    expect(visited).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visited).toEqual(['cityparking://open?code=abc', links.androidLink]);
  });
});
