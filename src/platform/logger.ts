import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', name?: string): Logger {
  return pino({
    level,
    ...(name ? { name } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.dpop', 'req.headers.cookie', '*.access_token', '*.secret'],
      censor: '[redacted]',
    },
  });
}
