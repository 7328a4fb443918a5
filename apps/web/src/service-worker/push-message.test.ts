import { describe, expect, it } from 'vitest';
import { parsePushMessage } from './push-message.ts';

const ORIGIN = 'https://parking.example';

describe('parsePushMessage', () => {
  it('reads the title, the text, the address and the tag', () => {
    const data = JSON.stringify({ title: 'Парковка заканчивается', body: 'Осталось 15 минут', url: '/profile/parking?zone=101', tag: 'session-7' });
    expect(parsePushMessage(data, ORIGIN)).toEqual({
      title: 'Парковка заканчивается',
      body: 'Осталось 15 минут',
      url: '/profile/parking?zone=101',
      tag: 'session-7',
    });
  });

  it('never leads to another site and shows nothing without a title', () => {
    expect(parsePushMessage(JSON.stringify({ title: 'T', url: 'https://evil.example/x' }), ORIGIN)?.url).toBe('/');
    expect(parsePushMessage(JSON.stringify({ title: 'T', url: `${ORIGIN}/en/news` }), ORIGIN)?.url).toBe('/en/news');
    expect(parsePushMessage(JSON.stringify({ body: 'no title' }), ORIGIN)).toBeNull();
    expect(parsePushMessage('not json', ORIGIN)).toBeNull();
  });
});
