import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it.each([
    ['transcript.pdf', 'attachment; filename="transcript.pdf"'],
    ['Transcript 2024 (final).pdf', 'attachment; filename="Transcript 2024 (final).pdf"'],
    ['say "hi".pdf', 'attachment; filename="say _hi_.pdf"; filename*=UTF-8\'\'say%20%22hi%22.pdf'],
    ['back\\slash.png', 'attachment; filename="back_slash.png"; filename*=UTF-8\'\'back%5Cslash.png'],
    ['matokeo ya Zuhura’s.pdf', 'attachment; filename="matokeo ya Zuhura_s.pdf"; filename*=UTF-8\'\'matokeo%20ya%20Zuhura%E2%80%99s.pdf'],
    ['résumé.pdf', 'attachment; filename="r_sum_.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf'],
    ['new\r\nline.pdf', 'attachment; filename="new__line.pdf"; filename*=UTF-8\'\'new%0D%0Aline.pdf'],
  ])('%j', (name, header) => expect(attachmentDisposition(name)).toBe(header));
});
