// Process configuration: every knob is an environment variable, validated once at start-up.
// The table in docs/configuration.md is the user-facing description of this schema.
import { z } from 'zod';

const optionalUrl = z.string().url().optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Application connection (role vert_app). Unset: embedded PGlite. */
  DATABASE_URL: optionalUrl,
  /** Owner connection used only by the migration runner. Defaults to DATABASE_URL. */
  MIGRATION_DATABASE_URL: optionalUrl,
  /** Where embedded PGlite keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().default('.data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(3).default(3),
  /** NATS JetStream server. Unset: in-process bus. */
  NATS_URL: z.string().optional(),
  /** NATS consumer group of this process (tests: one per platform); unset, instances share durables. */
  NATS_CONSUMER_GROUP: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
  /**
   * Outbox relays on worker threads of their own (ADR 0021), NATS only: `auto` in production,
   * `on` always, `off` never (then the relay shares the service's thread and pool).
   */
  RELAY_THREAD: z.enum(['auto', 'on', 'off']).default('auto'),
  /**
   * Age in hours (from creation) after which a published outbox row is deleted by its relay
   * (ADR 0025); 0 keeps every row. Unpublished rows are never deleted.
   */
  OUTBOX_RETENTION_HOURS: z.coerce.number().int().min(0).max(87_600).default(168),
  /** Issuer whose JWKS signs access tokens. Unset: the built-in development issuer. */
  AUTH_ISSUER: optionalUrl,
  AUTH_JWKS_URL: optionalUrl,
  AUTH_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  DPOP_IAT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** 32-byte master key (base64) sealing secret references. Unset: generated under DATA_DIR. */
  SECRETS_MASTER_KEY: z.string().optional(),
  /** 32-byte key (base64) signing object-storage URLs. Unset: generated under DATA_DIR. */
  STORAGE_URL_KEY: z.string().optional(),
  HOST: z.string().default('127.0.0.1'),
  /** First port; services take consecutive ports from here. */
  BASE_PORT: z.coerce.number().int().min(0).max(65000).default(4000),
  /** Base URLs of services hosted elsewhere, `name=url` pairs separated by commas. */
  SERVICE_URLS: z.string().optional(),
  /** Public base URL prefix when behind a path-prefixed proxy (used for DPoP htu). */
  PUBLIC_BASE_URL: optionalUrl,
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
