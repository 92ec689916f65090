// Result documents are recognised by their first bytes, never by the name or type the client claims.

export interface FileType {
  mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

const SIGNATURES: readonly { magic: readonly number[]; type: FileType }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: 'application/pdf', extension: 'pdf' } }, // %PDF-
  { magic: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', extension: 'jpg' } },
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: 'image/png', extension: 'png' } },
];

/** How many leading bytes detectFileType needs to decide (fewer only when the file is shorter). */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((s) => s.magic.length));

export function detectFileType(head: Uint8Array): FileType | null {
  const match = SIGNATURES.find(({ magic }) => magic.length <= head.length && magic.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}
