import { describe, expect, it } from 'vitest';
import { storedSex, toSex } from './sex.js';

describe('toSex (the provider’s words -> the schema’s code)', () => {
  it.each([
    ['Female', 'FEMALE'],
    ['Male', 'MALE'],
    [' male ', 'MALE'],
    ['FEMALE', 'FEMALE'],
    ['Other', null],
    ['', null],
    [null, null],
    [undefined, null],
    [1, null],
  ])('%j -> %j', (stored, expected) => {
    expect(toSex(stored)).toBe(expected);
  });
});

describe('storedSex (the schema’s code -> the provider’s words)', () => {
  it.each([
    ['FEMALE', 'Female'],
    ['MALE', 'Male'],
  ] as const)('%s -> %s', (sex, expected) => {
    expect(storedSex(sex)).toBe(expected);
    expect(toSex(storedSex(sex))).toBe(sex);
  });
});
