// The one UUID shape the platform checks identifiers against (any version, either case).
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a string in the 8-4-4-4-12 hexadecimal UUID form. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_SHAPE.test(value);
