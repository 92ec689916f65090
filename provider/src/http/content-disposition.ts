// A download header that cannot be broken by the name a person gave their file.

const PLAIN = /^[\x20-\x7e]*$/;

/**
 * attachment; filename="<name>" for plain ASCII names; otherwise an ASCII stand-in plus the exact name
 * in RFC 5987 form (filename*), which browsers prefer.
 */
export const attachmentDisposition = (name: string): string => disposition('attachment', name);

/** The same for a document the browser shows itself (a PDF or an image opened in a tab). */
export const inlineDisposition = (name: string): string => disposition('inline', name);

function disposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (PLAIN.test(name) && fallback === name) return `${kind}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
