import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger: JSON lines on stdout (pino), or pretty lines for a developer at a
 * terminal. Secrets never reach a log line: the value of any key named like one of these, at any
 * depth of the line (the logged object, a child logger's bindings, a serialized error), is
 * replaced by "[redacted]" (redactSecrets).
 */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'cardNumber', 'cvc', 'sessionId', 'sid', 'cookie', 'authorization', 'set-cookie', 'secret'];
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
/** A secret's key anywhere in a JSON line (also inside a string value, where it is only a false alarm). The keys are plain words. */
const SECRET_KEY_IN_LINE = new RegExp(`"(?:${SECRET_KEYS.join('|')})":`, 'i');
export const REDACTED = '[redacted]';

/**
 * A log line (one JSON object and its newline, as pino writes it) with every secret's value
 * replaced, at any depth. Nearly every line has no secret's key, and one test of the finished
 * text tells: pino's own redaction, with a wildcard path per key and depth, cost 65-95 µs per
 * request line against 5 µs for the line itself. Only a line that names one is parsed and written
 * again.
 */
export function redactSecrets(line: string): string {
  if (!SECRET_KEY_IN_LINE.test(line)) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    // Not one JSON value (a pretty transport's text): nothing of it can be told apart, so none of it is written.
    return `${JSON.stringify({ msg: 'a log line that could not be checked for secrets was left out' })}\n`;
  }
  return `${JSON.stringify(parsed, (key, value: unknown) => (key && SECRET_KEY_SET.has(key.toLowerCase()) ? REDACTED : value))}\n`;
}

/** Long random path segments are secrets (e.g. /api/newsletter/confirm/:token); ids (UUIDs) stay. */
const SECRET_SEGMENT = /^(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)[\w~.%-]{24,}$/i;

export function loggablePath(url: string): string {
  return url
    .split('?')[0]
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface LoggingOptions {
  level: LogLevel;
  /** Human-readable output (pino-pretty, a dev dependency); falls back to JSON without it. */
  pretty?: boolean;
  /** Where lines go instead of stdout (tests capture them). */
  destination?: DestinationStream;
}

function build({ level, pretty, destination }: LoggingOptions): Logger {
  const options = { level, hooks: { streamWrite: redactSecrets }, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (pretty) {
    try {
      require.resolve('pino-pretty');
      return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } });
    } catch {
      // pino-pretty is a dev dependency; a production install logs JSON.
    }
  }
  return pino(options);
}

let current: Logger = build({ level: 'info' });

/** Replaces the logger (main.ts at start-up from the config; tests to capture or silence). */
export function configureLogging(options: LoggingOptions): Logger {
  current = build(options);
  return current;
}

/** The current logger; call it at the moment of logging so a reconfiguration takes effect. */
export function log(): Logger {
  return current;
}

/** Pretty output only for a person at a terminal in development; files and pipes get JSON. */
export function wantsPrettyLogs(env: string): boolean {
  return env === 'development' && Boolean(process.stdout.isTTY);
}
