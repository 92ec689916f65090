const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names no row (and must not reach the database as a uuid parameter). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
