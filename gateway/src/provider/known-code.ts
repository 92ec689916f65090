/**
 * A code the provider sent, as the schema's enum names it; null when the schema does not name it (another
 * provider's code, or none), so the screen falls back to the provider's own words.
 */
export const knownCode = <Code extends string>(codes: Record<Code, true>, code: unknown): Code | null =>
  typeof code === 'string' && Object.hasOwn(codes, code) ? (code as Code) : null;
