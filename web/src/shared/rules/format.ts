// How sizes, document kinds and amounts read on every screen, in one place so the cards and lists agree.
// Dates follow the reader's preferences: shared/i18n/dates.ts.
/** Bytes as the file pickers show them: 512 B, 12.5 KB, 2.3 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const KINDS: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG image', 'image/png': 'PNG image' };

/** A document's type in words: 'application/pdf' -> 'PDF'. */
export function fileKind(mimeType: string | null | undefined): string {
  return (mimeType && KINDS[mimeType]) || 'Document';
}

const shillings = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole Tanzanian shillings as stipends read everywhere: 450000 -> 'TZS 450,000'. */
export function formatShillings(amount: number): string {
  return `TZS ${shillings.format(amount)}`;
}
