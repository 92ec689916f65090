import { describe, expect, it } from 'vitest';
import { firstName, initials } from './initials';

describe('initials', () => {
  it.each([
    ['Amina Juma', '', 'AJ'],
    ['amina', '', 'A'],
    ['Amina Neema Juma', '', 'AJ'],
    ['  ', 'zawadi@example.org', 'Z'],
    ['', '', '?'],
  ])('%j / %j -> %j', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });
});

describe('firstName', () => {
  it.each([
    ['Amina Juma', 'Amina'],
    ['  Baraka  ', 'Baraka'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
