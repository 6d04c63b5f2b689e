import { loadConfig } from '../../server/src/config';
import { ConfigError } from '../../server/src/config-vars';

/** How the server reads its environment variables: a value of the right kind, the default when unset, or a refusal to start naming the variable. */

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
};

describe('environment variables', () => {
  it('read durations in ms, s, m, h or d, a bare number as seconds', () => {
    expect(loadConfig({ SESSION_MAX_AGE: '12h' }).session.maxAgeMs).toBe(12 * 3_600_000);
    expect(loadConfig({ SESSION_MAX_AGE: '90' }).session.maxAgeMs).toBe(90_000);
    expect(loadConfig({ DB_CONNECT_TIMEOUT: '250ms' }).ops.dbConnectTimeoutMs).toBe(250);
    expect(loadConfig({}).session.maxAgeMs).toBe(7 * 86_400_000);
    expect(refusal({ SESSION_MAX_AGE: '10s' })).toBe('SESSION_MAX_AGE must be a duration like 7d, 12h or 30m of at least 60s, got "10s"');
    expect(refusal({ SESSION_MAX_AGE: 'a week' })).toMatch(/^SESSION_MAX_AGE must be a duration/);
  });

  it('read switches as true/false, 1/0, yes/no or on/off in any case', () => {
    expect(loadConfig({ LOG_SQL: 'YES' }).logSql).toBe(true);
    expect(loadConfig({ LOG_SQL: 'off' }).logSql).toBe(false);
    expect(loadConfig({ LOG_SQL: '' }).logSql).toBe(false);
    expect(refusal({ LOG_SQL: 'maybe' })).toBe('LOG_SQL must be true or false, got "maybe"');
  });

  it('read addresses as absolute URLs without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://villas.example/' }).publicUrl).toBe('https://villas.example');
    expect(refusal({ PUBLIC_URL: 'villas.example' })).toBe('PUBLIC_URL must be an absolute URL, got "villas.example"');
  });

  it('read limits as attempts per window', () => {
    expect(loadConfig({ RATE_LIMIT_LOGIN: '3/10m' }).auth.limits.login).toEqual({ points: 3, durationMs: 600_000 });
    expect(loadConfig({}).auth.limits.login).toEqual({ points: 5, durationMs: 900_000 });
    expect(refusal({ RATE_LIMIT_LOGIN: 'three' })).toBe('RATE_LIMIT_LOGIN must look like 5/15m (attempts per window), got "three"');
  });

  it('read the proxies to trust as a hop count, a switch or addresses, and the log level from a fixed list', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).session.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).session.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).session.trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(refusal({ LOG_LEVEL: 'loud' })).toBe('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    expect(refusal({ SMTP_URL: 'mail.example:25' })).toBe('SMTP_URL must look like smtp://user:password@host:587 or smtps://…');
  });
});
