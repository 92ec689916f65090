import { describe, expect, it } from 'vitest';
import { firstName, initials } from './initials';

describe('initials', () => {
  it.each([
    ['Amina Juma', '', 'AJ'],
    ['amina', '', 'A'],
    ['Amina Neema Juma', '', 'AJ'],
    ['  ', 'zawadi@example.org', 'Z'],
    ['', '', '?'],
    // Titles before the name are skipped, with or without the dot, in any case.
    ['Dr. Mwajuma', '', 'M'],
    ['Dr Mwajuma Ally', '', 'MA'],
    ['PROF. Baraka Mushi', '', 'BM'],
    ['prof Dr. Baraka Mushi', '', 'BM'],
    ['Mr. Juma Kombo', '', 'JK'],
    ['Mrs Neema Said', '', 'NS'],
    ['ms. Zawadi Ali', '', 'ZA'],
    ['Miss Rehema', '', 'R'],
    ['Eng. Salim Mfinanga', '', 'SM'],
    ['Hon. Anna Makinda', '', 'AM'],
    ['Rev Peter Msigwa', '', 'PM'],
    ['Dkt. Mwajuma Ally', '', 'MA'],
    ['Mhe. Halima Mdee', '', 'HM'],
    ['Bw. Hassan Omari', '', 'HO'],
    ['Bi. Mwanaisha Ulenge', '', 'MU'],
    // Only a title before the name: a name that merely starts like one keeps its letters.
    ['Drew Barasa', '', 'DB'],
    ['Msafiri Mrisho', '', 'MM'],
    ['Juma Dr', '', 'JD'],
    // All titles: better the title's letters than nothing.
    ['Dr.', 'zawadi@example.org', 'D'],
  ])('%j / %j -> %j', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });
});

describe('firstName', () => {
  it.each([
    ['Amina Juma', 'Amina'],
    ['  Baraka  ', 'Baraka'],
    ['', ''],
    ['Dr. Mwajuma Ally', 'Mwajuma'],
    ['Prof Baraka', 'Baraka'],
  ])('%j -> %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
