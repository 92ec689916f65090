import { describe, expect, it } from 'vitest';
import { parseInviteList } from './invite-rules.js';

describe('parseInviteList', () => {
  it.each([
    [['A@X.org', ' a@x.org ', 'b@x.org'], { emails: ['a@x.org', 'b@x.org'] }],
    [[], { emails: [] }],
    [['a@x.org', 'not-an-email'], { invalid: 'not-an-email' }],
    [['  '], { invalid: '  ' }],
  ])('%j -> %j', (input, output) => expect(parseInviteList(input)).toEqual(output));
});
