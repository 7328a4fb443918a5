import { describe, expect, it } from 'vitest';
import { emailIssue, messageIssue, phoneIssue } from './feedback-form-rules.ts';

describe('feedback form rules', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['driver@', 'email'],
    ['driver@example', 'email'],
    ['driver@example.org', null],
    [' Driver.Name@example.org ', null],
  ])('e-mail %j is %s', (value, issue) => {
    expect(emailIssue(value)).toBe(issue);
  });

  it.each([
    ['', 'required'],
    ['79120000001', null],
    ['89120000001', null],
    ['+79120000001', null],
    ['+7 (912) 000-00-01', null],
    ['9120000001', 'phone'],
    ['7912000000', 'phone'],
    ['69120000001', 'phone'],
    ['+7x9120000001', 'phone'],
  ])('phone %j is %s', (value, issue) => {
    expect(phoneIssue(value)).toBe(issue);
  });

  it.each([
    ['', 'required'],
    [' \n\t ', 'required'],
    ['Здравствуйте', null],
    [`  ${'а'.repeat(2000)}  `, null],
    ['а'.repeat(2001), 'tooLong'],
  ])('message %j is %s', (value, issue) => {
    expect(messageIssue(value)).toBe(issue);
  });
});
