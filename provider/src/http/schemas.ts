// JSON-schema building blocks the routes share: Fastify validates and serializes with them, and
// @fastify/swagger turns them into the OpenAPI document (http/openapi.ts).

/** What every failure answers, and what a write that has nothing else to say answers: `{ message }`. */
export const messageSchema = {
  $id: 'Message',
  type: 'object',
  required: ['message'],
  // A server failure adds the request id the logs carry.
  properties: { message: { type: 'string' }, requestId: { type: 'string' } },
} as const;

/** In a route's schema: the call needs no bearer token (the document's default says it does). */
export const PUBLIC: never[] = [];

/** A reference to a shared schema added with app.addSchema (its $id). */
export const ref = (id: string) => ({ $ref: `${id}#` }) as const;

export const listOf = (id: string) => ({ type: 'array', items: ref(id) }) as const;

/** `{ message, data }`: a write's answer with the record it wrote. */
export const written = (id: string) =>
  ({
    type: 'object',
    required: ['message', 'data'],
    properties: { message: { type: 'string' }, data: ref(id) },
  }) as const;

/** A route's answers: its successes by status, and `{ message }` for every failure. */
export const answers = (ok: Record<number, unknown>) => ({ ...ok, '4xx': ref('Message'), '5xx': ref('Message') });

// The longest texts a request may carry where a field has no limit of its own: the schemas below, and the rules that
// judge such fields, read them here, so the OpenAPI document and the answers agree.
/** A one-line field: a name, a university, a programme. */
export const MAX_TEXT_LENGTH = 200;
/** An e-mail address (RFC 5321's longest path). */
export const MAX_EMAIL_LENGTH = 320;
/** A password being checked; one being set is shorter, so a longer old one is answered as wrong, not as malformed. */
export const MAX_PASSWORD_LENGTH = 1024;
const MAX_NEW_PASSWORD_LENGTH = 200;
/** A list's search. */
const MAX_SEARCH_LENGTH = 100;

export const shortText = { type: 'string', maxLength: MAX_TEXT_LENGTH } as const;
export const nullableShortText = { type: ['string', 'null'], maxLength: MAX_TEXT_LENGTH } as const;
export const searchText = { type: 'string', maxLength: MAX_SEARCH_LENGTH } as const;
export const emailText = { type: 'string', maxLength: MAX_EMAIL_LENGTH } as const;
export const nullableEmailText = { type: ['string', 'null'], maxLength: MAX_EMAIL_LENGTH } as const;
export const passwordText = { type: 'string', maxLength: MAX_PASSWORD_LENGTH } as const;
export const newPasswordText = { type: 'string', maxLength: MAX_NEW_PASSWORD_LENGTH } as const;

export const nullable = (type: 'string' | 'integer' | 'number' | 'boolean') => ({ type: [type, 'null'] }) as const;

/** `:id` in a path: any text (a route answers an id that names nothing as not found). */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
