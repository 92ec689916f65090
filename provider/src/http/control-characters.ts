// Text that reaches the database or the file system must be text: NUL cannot be stored in PostgreSQL and
// breaks file paths, and the other C0 controls (bell, escape, ...) have no place in a form field. Tab,
// line feed and carriage return stay allowed for multi-line texts, not in a one-line text such as a file name or
// a name, which also holds no C1 control (NEL among them) nor Unicode line or paragraph separator: a reader that
// takes a file line by line (a bank's) could take any of them for the end of a row.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ONE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/* eslint-enable no-control-regex */

export function hasControlCharacter(text: string, { oneLine = false } = {}): boolean {
  return (oneLine ? ONE_LINE_CONTROL : CONTROL).test(text);
}

export const UNSTORABLE_TEXT = 'The text sent contains characters that cannot be stored';

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`;

/** The name of the first string in value (a body, query or params, walked deeply) holding a control character. */
export function fieldWithControlCharacter(value: unknown, name = 'value'): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? name : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacter(key)) return name;
    const found = fieldWithControlCharacter(inner, Array.isArray(value) ? name : key);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any request whose params, query or JSON body holds a control character.
 * Multipart parts are read by their route, which checks them with the same rule (see results/result-routes.ts).
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacter(request.params, 'path') ??
      fieldWithControlCharacter(request.query) ??
      fieldWithControlCharacter(request.body);
    if (field) throw badRequest(controlCharacterMessage(field));
  });
}
