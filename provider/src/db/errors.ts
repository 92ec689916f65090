/** A unique index refused the row (drizzle wraps the driver's error in `cause`; PGlite and pg both say 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}

/** The database refused text it cannot store (NUL, invalid encoding): the caller's input, not our fault. */
export function isUnstorableText(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return ['22021', '22P05'].includes(code ?? cause?.code ?? '');
}
