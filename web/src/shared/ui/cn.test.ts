import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClasses } from './Button';
import { cn } from './cn';
import { controlClasses } from './Field';

type ClassList = Parameters<typeof cn>;

// Our components' own classes with the overrides their callers pass: cn must agree with tailwind-merge, the
// library it stands in for, on every one.
const BUTTON = buttonClasses('secondary');
const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const CASES: ClassList[] = [
  [BUTTON, 'sm:min-h-9 px-3 py-1.5 text-red-700 hover:bg-red-50 hover:text-red-800'],
  [BUTTON, 'sm:min-h-8 px-2 py-1 text-xs'],
  [BUTTON, 'min-h-11 w-full sm:w-auto'],
  [buttonClasses('ghost'), 'p-1 size-8'],
  [BUTTON, 'px-6 py-5', 'p-2'],
  [controlClasses, 'text-center text-lg tracking-[0.5em]'],
  [controlClasses, 'pr-11', 'font-mono'],
  [controlClasses, 'min-h-32', 'border-amber-300 ring-2 ring-amber-200'],
  [BADGE, 'bg-red-50 text-red-800 ring-red-200', 'ml-2'],
  ['flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', 'border-red-200 bg-red-50 text-red-800', 'my-2 border-red-200'],
  ['rounded-xl border border-slate-200 bg-white shadow-sm', 'flex flex-col lg:col-span-2 shadow-none'],
  ['animate-spin', 'size-6 text-brand-600'],
  ['w-full', 'size-4', 'h-2'],
  ['mx-5 my-4', 'm-2', 'mt-1'],
  ['hidden sm:flex', 'block', 'sm:grid'],
  ['focus-visible:outline-brand-500 outline-2 outline-offset-2', 'focus-visible:outline-brand-200 outline-4'],
  ['text-base text-slate-900 [overflow-wrap:anywhere]', 'font-medium', 'font-semibold'],
  ['flex', 'items-center', 'gap-3 px-5 py-3', 'items-start gap-x-2'],
  ['rounded-md', undefined, null, false, 'font-medium', 'rounded-full'],
  ['-mt-2 px-3', 'mt-4', 'justify-between', 'justify-end', 'tracking-wide leading-6 leading-tight'],
  ['border-b border-slate-100 border-2', 'border-dashed border-t-2 border-red-200'],
  ['disabled:bg-brand-700/50 hover:bg-brand-800', 'disabled:bg-slate-100 aria-invalid:border-red-500 aria-invalid:border-amber-500'],
];

describe('cn', () => {
  it.each(CASES)('agrees with tailwind-merge on %j', (...classes) => {
    expect(cn(...classes)).toBe(twMerge(classes.filter(Boolean).join(' ')));
  });

  it.each<[ClassList, string]>([
    [['px-3 text-slate-700', 'text-red-700'], 'px-3 text-red-700'],
    [['px-4 py-2', 'p-1'], 'p-1'],
    [['p-4', 'px-1'], 'p-4 px-1'],
    [['text-sm text-slate-700', 'text-xs'], 'text-slate-700 text-xs'],
    [['sm:min-h-10', 'min-h-9'], 'sm:min-h-10 min-h-9'],
    [['flex-1 flex-col', 'flex'], 'flex-1 flex-col flex'],
  ])('%j -> %s', (classes, expected) => {
    expect(cn(...classes)).toBe(expected);
  });
});

describe('cn, asked again', () => {
  it('answers a list it has merged before as it did the first time, and each list its own way', () => {
    const first = cn('px-4 text-sm', 'px-2');
    expect(cn('px-4 text-sm', 'px-2')).toBe(first);
    expect(cn('px-2', 'px-4 text-sm')).toBe('px-4 text-sm');
    expect(cn('px-4 text-sm px-2')).toBe(first);
  });
});
