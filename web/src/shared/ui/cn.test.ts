import { describe, expect, it } from 'vitest';
import { cn } from './cn';

type ClassList = Parameters<typeof cn>;

describe('cn', () => {
  it.each<[ClassList, string]>([
    [['px-3 text-slate-700', 'text-red-700'], 'px-3 text-red-700'],
    [['min-h-10', false, 'min-h-9'], 'min-h-9'],
    [['rounded-md', undefined, null, 'font-medium'], 'rounded-md font-medium'],
    [['focus-visible:outline-brand-500', 'focus-visible:outline-brand-200'], 'focus-visible:outline-brand-200'],
  ])('%j -> %s', (classes, expected) => {
    expect(cn(...classes)).toBe(expected);
  });
});
