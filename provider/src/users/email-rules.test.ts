import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail } from './email-rules.js';

describe('normalizeEmail', () => {
  it.each([
    ['  Amina.Juma@Students.EXAMPLE ', 'amina.juma@students.example'],
    ['a@b.co', 'a@b.co'],
  ])('%j -> %j', (input, output) => expect(normalizeEmail(input)).toBe(output));
});

describe('isEmail', () => {
  it.each([
    ['amina@students.example', true],
    ['a.b+c@x.co.tz', true],
    ['', false],
    ['amina', false],
    ['amina@', false],
    ['amina@example', false],
    ['am ina@example.com', false],
    ['@example.com', false],
  ])('%j -> %s', (input, valid) => expect(isEmail(input)).toBe(valid));
});
