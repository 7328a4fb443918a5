import { describe, expect, it } from 'vitest';
import {
  type TContactIssue,
  type TLogin,
  ZCurrentPasswordField,
  ZEmailField,
  ZLoginField,
  ZNewPasswordField,
  ZPasswordWithRepeat,
  ZPhoneField,
  checkCurrentPassword,
  checkEmail,
  checkLogin,
  checkNewPassword,
  checkPasswordRepeat,
  checkPhone,
  normaliseEmail,
  normaliseFullPhone,
  normaliseLogin,
  normalisePhone,
} from '../../src/profile/contact-rules.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('e-mail', () => {
  it.each<[string, string | null]>([
    ['user@example.com', 'user@example.com'],
    ['  User.Name@Mail.RU ', 'user.name@mail.ru'],
    ['first-last@sub.domain.info', 'first-last@sub.domain.info'],
    ['under_score@x-y.org', 'under_score@x-y.org'],
    ['a1@b2.io', 'a1@b2.io'],
    ['user@example.travel', null],
    ['user@example.c', null],
    ['user+tag@example.com', null],
    ['user..name@example.com', null],
    ['.user@example.com', null],
    ['user@example', null],
    ['user@@example.com', null],
    ['user example@example.com', null],
    ['user@example.c0m', null],
    ['пользователь@пример.рф', null],
  ])('%j → %j', (input, output) => {
    expect(normaliseEmail(input)).toBe(output);
  });

  it.each<[string | undefined, TContactIssue | null]>([
    [undefined, 'required'],
    ['  ', 'required'],
    ['user@', 'format'],
    ['user@example.com', null],
  ])('check %j → %s', (input, issue) => {
    expect(checkEmail(input)).toBe(issue);
  });

  it('rejects an over-long address and is quick on a hostile one', () => {
    expect(normaliseEmail(`${'a'.repeat(250)}@b.com`)).toBeNull();
    const started = performance.now();
    expect(normaliseEmail(`${'a.'.repeat(5000)}@`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each<[string, string[]]>([
    ['', ['RequiredField']],
    ['nope', ['InvalidFormat']],
  ])('schema %j → %j', (input, expected) => {
    expect(messages(ZEmailField.safeParse(input))).toEqual(expected);
  });

  it('schema trims and lower-cases', () => {
    expect(ZEmailField.parse(' Me@Example.COM ')).toBe('me@example.com');
  });
});

describe('phone', () => {
  it.each<[string, string | null, string | null]>([
    ['+7 (912) 345-67-89', '79123456789', '79123456789'],
    ['89123456789', '79123456789', '79123456789'],
    ['79123456789', '79123456789', '79123456789'],
    ['8 912 345 67 89', '79123456789', '79123456789'],
    ['9123456789', '79123456789', null],
    ['(912) 345-67-89', '79123456789', null],
    ['7123456789', '77123456789', null],
    ['+89123456789', null, null],
    ['+19123456789', null, null],
    ['19123456789', null, null],
    ['912345678', null, null],
    ['791234567890', null, null],
    ['+7 912 345 67 8x', null, null],
    ['+7+9123456789', null, null],
    ['', null, null],
  ])('%j → login rule %j, 11-digit field %j', (input, login, full) => {
    expect(normalisePhone(input)).toBe(login);
    expect(normaliseFullPhone(input)).toBe(full);
  });

  it.each<[string | null, TContactIssue | null]>([
    [null, 'required'],
    ['', 'required'],
    ['912 345 67 89', 'format'],
    ['8 (912) 345-67-89', null],
  ])('check %j → %s', (input, issue) => {
    expect(checkPhone(input)).toBe(issue);
  });

  it('schema returns 11 digits starting with 7', () => {
    expect(ZPhoneField.parse(' 8 (912) 345-67-89 ')).toBe('79123456789');
    expect(messages(ZPhoneField.safeParse(''))).toEqual(['RequiredField']);
    expect(messages(ZPhoneField.safeParse('12345'))).toEqual(['InvalidFormat']);
  });
});

describe('login: e-mail or phone', () => {
  it.each<[string, boolean, TLogin | null]>([
    ['  user@example.com  ', true, { kind: 'email', value: 'user@example.com' }],
    ['+7 912 345-67-89', true, { kind: 'phone', value: '79123456789' }],
    ['9123456789', true, { kind: 'phone', value: '79123456789' }],
    ['89123456789', false, null],
    ['user@example.com', false, { kind: 'email', value: 'user@example.com' }],
    ['username', true, null],
    ['+19123456789', true, null],
  ])('%j (phones allowed: %s) → %j', (input, allowPhone, login) => {
    expect(normaliseLogin(input, { allowPhone })).toEqual(login);
  });

  it.each<[string, TContactIssue | null]>([
    ['', 'required'],
    ['   ', 'required'],
    ['x', 'format'],
    [' 8 912 345 67 89 ', null],
  ])('check %j → %s', (input, issue) => {
    expect(checkLogin(input)).toBe(issue);
  });

  it('schema tags the kind', () => {
    expect(ZLoginField.parse(' 89123456789 ')).toEqual({ kind: 'phone', value: '79123456789' });
    expect(messages(ZLoginField.safeParse(' '))).toEqual(['RequiredField']);
    expect(messages(ZLoginField.safeParse('nobody'))).toEqual(['InvalidFormat']);
  });
});

describe('passwords', () => {
  it.each<[string | null, TContactIssue | null, TContactIssue | null]>([
    [null, 'required', 'required'],
    ['', 'required', 'required'],
    ['      ', 'required', 'required'],
    ['abc', 'length', 'length'],
    ['1234', 'length', null],
    ['12345', 'length', null],
    ['123456', null, null],
    [' pass phrase ', null, null],
    ['a'.repeat(20), null, null],
    ['a'.repeat(21), 'length', 'length'],
  ])('%j → new %s, current %s', (input, newIssue, currentIssue) => {
    expect(checkNewPassword(input)).toBe(newIssue);
    expect(checkCurrentPassword(input)).toBe(currentIssue);
  });

  it.each<[string, string | null, TContactIssue | null]>([
    ['secret1', 'secret1', null],
    ['secret1', '', 'required'],
    ['secret1', null, 'required'],
    ['secret1', 'Secret1', 'mismatch'],
    ['secret1', 'secret1 ', 'mismatch'],
  ])('repeat of %j as %j → %s', (password, repeat, issue) => {
    expect(checkPasswordRepeat(password, repeat)).toBe(issue);
  });

  it.each<[string, string[], string[]]>([
    ['', ['RequiredField'], ['RequiredField']],
    ['1234', ['ValidationError'], []],
    ['123456', [], []],
    ['x'.repeat(21), ['ValidationError'], ['ValidationError']],
  ])('schemas on %j: new %j, current %j', (input, newMessages, currentMessages) => {
    expect(messages(ZNewPasswordField.safeParse(input))).toEqual(newMessages);
    expect(messages(ZCurrentPasswordField.safeParse(input))).toEqual(currentMessages);
  });

  it('reports a mismatch on the repeat field', () => {
    const result = ZPasswordWithRepeat.safeParse({ pass: 'secret1', repeat: 'secret2' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['repeat', 'ValidationError']]);
    expect(ZPasswordWithRepeat.safeParse({ pass: 'secret1', repeat: 'secret1' }).success).toBe(true);
  });
});
