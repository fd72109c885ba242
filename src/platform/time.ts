// Instants from requests, normalised before they reach SQL. RFC 3339 allows UTC offsets up to
// ±23:59; PostgreSQL refuses those beyond ±15:59 ("time zone displacement out of range"), so a
// valid request could otherwise fail in the database. Millisecond precision, UTC, `Z`.
export function utcInstant(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`not an RFC 3339 date-time: ${value}`);
  return new Date(ms).toISOString();
}
