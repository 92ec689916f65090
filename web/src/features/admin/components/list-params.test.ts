import { describe, expect, it } from 'vitest';
import { oneOf, pageHref, pageOf, wholeNumberOf, withFilter } from './list-params';

const params = (query: string) => new URLSearchParams(query);

describe('list parameters in the address', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
  ])('pageOf(%s) = %i', (query, page) => {
    expect(pageOf(params(query))).toBe(page);
  });

  it('links to another page keeping the filters, page 1 without a page parameter', () => {
    expect(pageHref(params('status=ACTIVE&page=2'), 3)).toBe('?status=ACTIVE&page=3');
    expect(pageHref(params('status=ACTIVE&page=2'), 1)).toBe('?status=ACTIVE');
    expect(pageHref(params(''), 1)).toBe('?');
    expect(pageHref(params('page=2&xpage=3'), 4, 'xpage')).toBe('?page=2&xpage=4');
    expect(pageOf(params('page=2&xpage=3'), 'xpage')).toBe(3);
  });

  it('sets or clears a filter and goes back to the first page', () => {
    expect(withFilter(params('page=4&q=a'), 'status', 'SUSPENDED').toString()).toBe('q=a&status=SUSPENDED');
    expect(withFilter(params('status=ACTIVE&page=2'), 'status', '').toString()).toBe('');
    expect(withFilter(params('page=2&xpage=3'), 'xq', 'Asha', 'xpage').toString()).toBe('page=2&xq=Asha');
  });

  it('reads whole numbers and vocabulary values, nothing else', () => {
    expect(wholeNumberOf(params('batch=2'), 'batch')).toBe(2);
    expect(wholeNumberOf(params('batch=two'), 'batch')).toBeUndefined();
    expect(wholeNumberOf(params(''), 'batch')).toBeUndefined();
    expect(oneOf(params('status=ACTIVE'), 'status', ['ACTIVE', 'SUSPENDED'] as const)).toBe('ACTIVE');
    expect(oneOf(params('status=Active'), 'status', ['ACTIVE', 'SUSPENDED'] as const)).toBeUndefined();
  });
});
