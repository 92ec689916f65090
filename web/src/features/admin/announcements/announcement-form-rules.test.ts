import { describe, expect, it } from 'vitest';
import { english } from '@/shared/ui/shared-intl';
import { batchLabel, draftProblems, EMPTY_DRAFT } from './announcement-form-rules';

describe('draftProblems', () => {
  it.each([
    [{}, { title: 'Title is required', content: 'Content is required' }],
    [{ title: '  ', content: 'C' }, { title: 'Title is required' }],
    [{ title: 'T', content: ' ' }, { content: 'Content is required' }],
    [{ title: 'x'.repeat(201), content: 'C' }, { title: 'Title must be at most 200 characters long' }],
    [{ title: 'T', content: 'x'.repeat(10_001) }, { content: 'Content must be at most 10000 characters long' }],
    [{ title: 'T', content: 'C' }, {}],
  ])('%j -> %j', (draft, problems) => {
    const found = draftProblems({ ...EMPTY_DRAFT, ...draft });
    expect(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, english.formatMessage(problem)]))).toEqual(problems);
  });
});

describe('batches', () => {
  it.each([
    [0, 'All batches'],
    [1, 'Batch 1'],
    [3, 'Batch 3'],
  ])('label %i -> %s', (batchNo, label) => expect(batchLabel(batchNo)).toBe(label));
});
