import type { LogLevel } from './logger';

/**
 * How one environment variable is read: its text parsed into a value of its kind, the default
 * when it is unset or empty, and a ConfigError naming the variable and what it should look like
 * when it cannot be read. config.ts reads every variable through these.
 */

export type Env = Record<string, string | undefined>;

/** A variable that cannot be read: the server refuses to start, naming it. */
export class ConfigError extends Error {}

/** A whole number of at least `min`. */
export function intVar(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return value;
}

/** A percentage from 0 to 100 with at most two decimals (a tax rate such as 19 or 7.7). */
export function percentVar(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw.trim()) || value > 100) throw new ConfigError(`${name} must be a percentage from 0 to 100 (at most two decimals), got "${raw}"`);
  return value;
}

/** true/false, 1/0, yes/no or on/off, in any case. */
export function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** An absolute URL, without a trailing slash. */
export function urlVar(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  try {
    new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
  return value.replace(/\/$/, '');
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration such as `7d`, `12h`, `30m`, `90s`; a bare number means seconds. */
export function durationVar(env: Env, name: string, fallback: string, minMs: number): number {
  const raw = env[name] || fallback;
  const match = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(raw.trim());
  const ms = match ? Number(match[1]) * DURATION_UNITS[match[2] ?? 's'] : NaN;
  if (!Number.isFinite(ms) || ms < minMs) throw new ConfigError(`${name} must be a duration like 7d, 12h or 30m of at least ${minMs / 1000}s, got "${raw}"`);
  return ms;
}

export interface RateLimit {
  points: number;
  durationMs: number;
}

/** `<attempts>/<window>`, such as `5/15m`. */
export function rateLimitVar(env: Env, name: string, fallback: { points: number; duration: string }): RateLimit {
  const raw = env[name]?.trim();
  const [count, duration] = raw ? raw.split('/') : [String(fallback.points), fallback.duration];
  const points = Number(count);
  if (!Number.isInteger(points) || points < 1 || duration === undefined) throw new ConfigError(`${name} must look like 5/15m (attempts per window), got "${raw}"`);
  return { points, durationMs: durationVar({ [name]: duration }, name, fallback.duration, 1000) };
}

/** TRUST_PROXY as Express's `trust proxy` takes it: a hop count, true or false, or addresses and subnets. */
export function trustProxyVar(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(raw.toLowerCase())) return boolVar(env, 'TRUST_PROXY', false);
  return raw;
}

export function smtpUrlVar(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://…');
  return raw;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function logLevelVar(env: Env): LogLevel {
  const raw = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(raw as LogLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw as LogLevel;
}
