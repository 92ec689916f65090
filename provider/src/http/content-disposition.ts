// A download header that cannot be broken by the name a person gave their file.

const PLAIN = /^[\x20-\x7e]*$/;

/**
 * attachment; filename="<name>" for plain ASCII names; otherwise an ASCII stand-in plus the exact name
 * in RFC 5987 form (filename*), which browsers prefer.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (PLAIN.test(name) && fallback === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
