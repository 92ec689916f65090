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

export const nullable = (type: 'string' | 'integer' | 'number' | 'boolean') => ({ type: [type, 'null'] }) as const;

/** `:id` in a path: any text (a route answers an id that names nothing as not found). */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
