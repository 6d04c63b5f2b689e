import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger: JSON lines on stdout (pino), or pretty lines for a developer at a
 * terminal. Secrets never reach a log line: these paths are replaced by "[redacted]" wherever
 * they appear in a logged object, at the top level or nested up to three levels deep.
 */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'cardNumber', 'cvc', 'sessionId', 'sid', 'cookie', 'authorization', 'set-cookie', 'secret'];

export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? '' : '.';
  return [k, `*${dot}${k}`, `*.*${dot}${k}`, `*.*.*${dot}${k}`];
});

/** Long random path segments are secrets (e.g. /api/newsletter/confirm/:token); ids (UUIDs) stay. */
const SECRET_SEGMENT = /^(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)[\w~.%-]{24,}$/i;

export function loggablePath(url: string): string {
  return url
    .split('?')[0]
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '[redacted]' : segment))
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
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
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
