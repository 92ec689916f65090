import { describe, expect, it } from 'vitest';
import { historyAccess } from './history-access';

describe('historyAccess', () => {
  it.each([
    [undefined, 'signed-out'],
    [{ isScholar: true }, 'student'],
    [{ isScholar: false }, 'not-student'],
  ] as const)('viewer %j -> %s', (viewer, access) => {
    expect(historyAccess(viewer)).toBe(access);
  });
});
