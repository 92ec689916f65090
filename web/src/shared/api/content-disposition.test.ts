import { describe, expect, it } from 'vitest';
import { downloadFileName } from './content-disposition';

describe('downloadFileName', () => {
  it.each([
    ['attachment; filename="transcript 2024.pdf"', 'transcript 2024.pdf'],
    ['attachment; filename=scan.png', 'scan.png'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Matokeo%20ya%20mwaka.pdf', 'Matokeo ya mwaka.pdf'],
    ['attachment; filename="say \\"hi\\".pdf"', 'say "hi".pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\a.pdf"', 'a.pdf'],
    ["attachment; filename*=UTF-8''%E0%A4%A", 'stored.pdf'],
    ['attachment', 'stored.pdf'],
    [null, 'stored.pdf'],
  ])('%j -> %j', (header, name) => {
    expect(downloadFileName(header, 'stored.pdf')).toBe(name);
  });
});
