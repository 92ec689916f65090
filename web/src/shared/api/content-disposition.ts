/**
 * The file name a download should be saved under: RFC 6266's `filename*` (UTF-8, percent-encoded)
 * wins over `filename`; without either, the fallback. Any path in the name is dropped.
 */
export function downloadFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended.trim())) || fallback;
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim() ?? '') : '';
  return baseName(name) || fallback;
}

function baseName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}
