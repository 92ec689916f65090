import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('detectFileType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ'), 'pdf'],
    ['a bare PDF header', bytes('%PDF-'), 'pdf'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF'), 'jpg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'), 'png'],
    ['text', bytes('just some text named results.pdf'), null],
    ['%PDF without the dash', bytes('%PDF1.7'), null],
    ['a truncated PNG signature', bytes(0x89, 'PNG', 0x0d, 0x0a), null],
    ['two JPEG bytes', bytes(0xff, 0xd8), null],
    ['a GIF', bytes('GIF89a'), null],
    ['a ZIP (docx)', bytes('PK', 3, 4), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_name, head, extension) => expect(detectFileType(head)?.extension ?? null).toBe(extension));

  it('answers the MIME type the download will carry', () => {
    expect(detectFileType(bytes('%PDF-1.4'))).toEqual({ mime: 'application/pdf', extension: 'pdf' });
    expect(detectFileType(bytes(0xff, 0xd8, 0xff))?.mime).toBe('image/jpeg');
    expect(detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))?.mime).toBe('image/png');
  });
});
