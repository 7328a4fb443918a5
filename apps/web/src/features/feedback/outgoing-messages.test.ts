import { describe, expect, it } from 'vitest';
import { messageToSend, NO_OUTGOING, outgoingOf, outgoingReducer, type OutgoingMessage, type OutgoingState } from './outgoing-messages.ts';

const message = (key: string, idAppeal = 1): OutgoingMessage => ({ key, idAppeal, text: `text ${key}`, date: '2026-11-26T06:00:00.000Z' });
const run = (...actions: Parameters<typeof outgoingReducer>[1][]): OutgoingState => actions.reduce(outgoingReducer, NO_OUTGOING);

describe('outgoing messages', () => {
  it('keeps a message as sending until the server answers, in the order written', () => {
    const state = run({ type: 'send', message: message('a') }, { type: 'send', message: message('b') });
    expect(state.sending.map((m) => m.key)).toEqual(['a', 'b']);
    expect(state.failed).toEqual([]);
  });

  it('drops a message the server took', () => {
    expect(run({ type: 'send', message: message('a') }, { type: 'sent', key: 'a' })).toEqual(NO_OUTGOING);
  });

  it('moves a refused message to the error list', () => {
    const state = run({ type: 'send', message: message('a') }, { type: 'send', message: message('b') }, { type: 'failed', key: 'a' });
    expect(state.sending.map((m) => m.key)).toEqual(['b']);
    expect(state.failed).toEqual([message('a')]);
  });

  it('takes a message out of the error list before it is sent again', () => {
    const failed = run({ type: 'send', message: message('a') }, { type: 'failed', key: 'a' });
    const removed = outgoingReducer(failed, { type: 'resend', key: 'a' });
    expect(removed).toEqual(NO_OUTGOING);
    const again = outgoingReducer(removed, { type: 'send', message: message('a') });
    expect(again.sending).toEqual([message('a')]);
    expect(again.failed).toEqual([]);
  });

  it('ignores answers about messages it does not hold', () => {
    const state = run({ type: 'send', message: message('a') });
    expect(outgoingReducer(state, { type: 'failed', key: 'x' })).toBe(state);
    expect(outgoingReducer(state, { type: 'resend', key: 'a' })).toBe(state);
  });

  it('splits the state by appeal', () => {
    const state = run(
      { type: 'send', message: message('a', 1) },
      { type: 'send', message: message('b', 2) },
      { type: 'failed', key: 'b' },
      { type: 'send', message: message('c', 2) },
    );
    expect(outgoingOf(state, 1)).toEqual({ sending: [message('a', 1)], failed: [] });
    expect(outgoingOf(state, 2)).toEqual({ sending: [message('c', 2)], failed: [message('b', 2)] });
  });

  it.each([
    ['', null],
    ['  \n ', null],
    ['  Спасибо!\n', 'Спасибо!'],
    ['две\nстроки', 'две\nстроки'],
  ])('sends %j as %j', (text, sent) => {
    expect(messageToSend(text)).toBe(sent);
  });
});
