/** A unique index refused the row (drizzle wraps the driver's error in `cause`; PGlite and pg both say 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
