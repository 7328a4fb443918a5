import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { lastAnswer } from './last-answer.ts';

const offline = () => Promise.reject(new ApiError('Request error'));

afterEach(() => window.localStorage.clear());

describe('lastAnswer', () => {
  it('shows the last answer without the network, to its owner only', async () => {
    await lastAnswer.through('profile', 'token-a', () => Promise.resolve({ plate: 'А123ВС161' }));
    await expect(lastAnswer.through('profile', 'token-a', offline)).resolves.toEqual({ plate: 'А123ВС161' });
    // Another account signed in on the same browser never sees it.
    await expect(lastAnswer.through('profile', 'token-b', offline)).rejects.toThrow('Request error');
  });

  it('lets an answer of the server win: its errors are not hidden behind an old answer', async () => {
    await lastAnswer.through('profile', 'token-a', () => Promise.resolve({ balance: 1 }));
    await expect(lastAnswer.through('profile', 'token-a', () => Promise.reject(new ApiError('TokenExpired')))).rejects.toThrow('TokenExpired');
  });

  it('forgets an answer', async () => {
    await lastAnswer.through('profile', 'token-a', () => Promise.resolve({ balance: 1 }));
    lastAnswer.forget('profile');
    await expect(lastAnswer.through('profile', 'token-a', offline)).rejects.toThrow('Request error');
  });
});
