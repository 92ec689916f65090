import { describe, expect, it } from 'vitest';
import { emailsOf } from './invite-list';

describe('the pasted list of e-mails', () => {
  it.each([
    ['', []],
    ['  \n , ; ', []],
    ['a@x.example', ['a@x.example']],
    ['a@x.example\nb@x.example\r\n', ['a@x.example', 'b@x.example']],
    ['a@x.example, b@x.example;c@x.example  d@x.example', ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example']],
    ['a@x.example\nA@X.example\na@x.example', ['a@x.example']],
  ])('%j reads as %j', (text, emails) => {
    expect(emailsOf(text)).toEqual(emails);
  });
});
