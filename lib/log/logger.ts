import pino, { type Logger } from 'pino';

/*
 * One JSON line per event, for the site and the worker alike. Whatever a line carries goes through the redaction
 * below, so a password, a token, a cookie or a message body passed by mistake is written as [Redacted]: logs
 * travel to places (log services, support tickets) where those must never arrive.
 */
const SECRET_KEYS = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  'apikey',
  'access_token',
  'refresh_token',
  'text',
  'html',
  'body',
  'smtpUrl',
  'databaseUrl',
];

const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), ...SECRET_KEYS.map((key) => `*.*.${key}`)];

export function createLogger(options: { name: string; level?: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      name: options.name,
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}

const KEY = Symbol.for('mba-disha.logger');

/** The process's logger (one per process, kept across hot reloads in development). */
export function logger(): Logger {
  const holder = globalThis as typeof globalThis & { [KEY]?: Logger };
  holder[KEY] ??= createLogger({ name: process.env.LOG_SERVICE_NAME ?? 'mba-disha' });
  return holder[KEY];
}

/** Error fields worth a log line: the name, message and code, never the request or response objects errors carry. */
export function errorFields(error: unknown): { name: string; message: string; code?: string } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}
