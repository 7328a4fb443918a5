import { describe, expect, it } from 'vitest';
import { captchaQuestion, numberWordAsDigits } from '../../src/modules/accounts/captcha-question.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});

/** The answer to a question as a person works it out: the two numbers in words, then the sum or difference. */
function solve(question: string): number {
  const words = question.replace(/[?]/g, '').split(/\s+/);
  const [a, b] = words
    .map(numberWordAsDigits)
    .filter((word) => /^\d+$/.test(word))
    .map(Number);
  return /plus|плюс/.test(question) ? a! + b! : a! - b!;
}

/** Three wrong passwords from one address: the fourth attempt there demands a captcha. */
async function failThrice(api: ReturnType<typeof apiClient>, login: string) {
  for (let i = 0; i < 3; i += 1) await api.post('/api/auth/login', { login, password: `bad-${i}` });
}

/** How a driver may type the answer in words. */
const RU_WORDS =
  'ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать'.split(
    ' ',
  );

const openChallenges = (login: string) =>
  city.db.selectFrom('captcha_challenge').select('id').where('login', '=', login).where('used_at', 'is', null).execute();

describe('captcha question', () => {
  it('spells both numbers out in the language asked for, with an answer from 0 to 20', () => {
    for (let i = 0; i < 200; i += 1) {
      const ru = captchaQuestion('ru');
      expect(ru.text).toMatch(/^Сколько будет [а-я]+ (плюс|минус) [а-я]+\?$/);
      expect(String(solve(ru.text))).toBe(ru.answer);
      const en = captchaQuestion('en');
      expect(en.text).toMatch(/^What is [a-z]+ (plus|minus) [a-z]+\?$/);
      expect(Number(en.answer)).toBeGreaterThanOrEqual(0);
      expect(Number(en.answer)).toBeLessThanOrEqual(20);
    }
    expect(numberWordAsDigits(' Девять ')).toBe('9');
    expect(numberWordAsDigits('Twelve')).toBe('12');
    expect(numberWordAsDigits('abcde')).toBe('abcde');
  });
});

describe('captcha for sign-in', () => {
  it('asks a question in the page language instead of a picture, and takes its answer in digits', async () => {
    const api = apiClient(city, { ip: '10.60.0.1', language: 'en' });
    const login = 'demo@parking.test';
    for (let i = 0; i < 2; i += 1) await api.post('/api/auth/login', { login, password: `bad-${i}`, captchaType: 'question' });
    const demanded = await api.post('/api/auth/login', { login, password: 'bad-2', captchaType: 'question' });
    expect(demanded).toMatchObject({ errorName: 'LoginTryLimit', captchaQuestion: expect.stringMatching(/^What is /) });
    expect(demanded).not.toHaveProperty('captcha');

    // A wrong answer fails and brings a new question, never the answer.
    const wrong = await api.post('/api/auth/login', { login, password: 'demo2026', captcha: '99', captchaType: 'question' });
    expect(wrong).toMatchObject({ errorName: 'CaptchaIncorrect', captchaQuestion: expect.stringMatching(/^What is /) });
    expect(JSON.stringify(wrong)).not.toMatch(/\d/);

    const answer = solve(String(wrong.captchaQuestion));
    expect(await api.post('/api/auth/login', { login, password: 'demo2026', captcha: String(answer), captchaType: 'question' })).toMatchObject({
      status: 'ok',
    });
  });

  it('takes the number typed as a word in Russian', async () => {
    const api = apiClient(city, { ip: '10.60.0.2', language: 'ru' });
    const login = 'ivanov@parking.test';
    await failThrice(api, login);
    const fresh = await api.post('/api/auth/captcha', { login, captchaType: 'question' });
    expect(fresh).toEqual({ status: 'ok', captchaQuestion: expect.stringMatching(/^Сколько будет /) });
    const typed = RU_WORDS[solve(String(fresh.captchaQuestion))]!;
    expect(await api.post('/api/auth/login', { login, password: 'ivanov2026', captcha: typed })).toMatchObject({ status: 'ok' });
  });

  it('refreshes the picture of the same attempt: the old challenge is gone, one stays open', async () => {
    const api = apiClient(city, { ip: '10.60.0.3' });
    const login = '79120000001';
    await failThrice(api, login);
    const question = await api.post('/api/auth/captcha', { login: '+7 912 000-00-01', captchaType: 'question' });
    const oldAnswer = String(solve(String(question.captchaQuestion)));
    const picture = await api.post('/api/auth/captcha', { login: '8 912 000 00 01' });
    expect(picture).toEqual({ status: 'ok', captcha: expect.stringContaining('<svg') });
    expect(await openChallenges(login)).toHaveLength(1);
    // The question's answer no longer opens the door: the refresh replaced its challenge.
    expect(await api.post('/api/auth/login', { login, password: 'demo2026', captcha: oldAnswer })).toMatchObject({
      errorName: 'CaptchaIncorrect',
      captcha: expect.stringContaining('<svg'),
    });
  });

  it('makes up no challenge where none is demanded, and refuses a bad kind', async () => {
    const api = apiClient(city, { ip: '10.60.0.4' });
    expect(await api.post('/api/auth/captcha', { login: 'quiet@parking.test' })).toEqual({ status: 'ok' });
    expect(await openChallenges('quiet@parking.test')).toHaveLength(0);
    // Another address's captcha is not this one's to refresh.
    await failThrice(apiClient(city, { ip: '10.60.0.5' }), 'other@parking.test');
    expect(await api.post('/api/auth/captcha', { login: 'other@parking.test' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/auth/captcha', { login: 'quiet@parking.test', captchaType: 'audio' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { captchaType: expect.any(String) },
    });
    expect(await api.post('/api/auth/captcha', {})).toMatchObject({ errorName: 'ValidationError', fields: { login: 'RequiredField' } });
  });
});
