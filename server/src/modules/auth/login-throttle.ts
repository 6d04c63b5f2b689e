import { AppError } from '../../errors';
import type { RequestContext } from '../../graphql/context';

/**
 * Failed-login counters per email and per client IP, in the database so every app instance
 * shares them. A fixed window: the first failure starts it, and once a key has reached its
 * limit within the window, further attempts get 429 until the window ends.
 * (Behind a proxy, set TRUST_PROXY so `req.ip` is the client's address, not the proxy's.)
 */
function keys(ctx: RequestContext, email: string): { key: string; limit: number }[] {
  const { loginMaxFailuresPerEmail, loginMaxFailuresPerIp } = ctx.config.auth;
  return [
    { key: `email:${email.trim().toLowerCase()}`, limit: loginMaxFailuresPerEmail },
    { key: `ip:${ctx.req.ip ?? 'unknown'}`, limit: loginMaxFailuresPerIp },
  ];
}

export async function assertLoginAllowed(ctx: RequestContext, email: string): Promise<void> {
  const windowMs = ctx.config.auth.loginFailureWindowMs;
  const entries = keys(ctx, email);
  const rows: { key: string; failures: number }[] = await ctx.manager.query(
    `SELECT key, failures FROM login_failures WHERE key = ANY($1) AND window_started_at > now() - make_interval(secs => $2)`,
    [entries.map((e) => e.key), windowMs / 1000],
  );
  const blocked = rows.some((row) => row.failures >= (entries.find((e) => e.key === row.key)?.limit ?? Infinity));
  if (blocked) throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts', { minutes: Math.ceil(windowMs / 60_000) });
}

export async function recordLoginFailure(ctx: RequestContext, email: string): Promise<void> {
  const window = ctx.config.auth.loginFailureWindowMs / 1000;
  for (const { key } of keys(ctx, email)) {
    await ctx.manager.query(
      `INSERT INTO login_failures (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failures.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE login_failures.failures + 1 END,
         window_started_at = CASE WHEN login_failures.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE login_failures.window_started_at END`,
      [key, window],
    );
  }
  // Old windows are dead weight; the table only ever holds recent failures.
  await ctx.manager.query(`DELETE FROM login_failures WHERE window_started_at <= now() - make_interval(secs => $1)`, [window]);
}

/** A successful sign-in (or password reset) clears the email's counter; the IP's stays. */
export async function clearLoginFailures(ctx: RequestContext, email: string): Promise<void> {
  await ctx.manager.query(`DELETE FROM login_failures WHERE key = $1`, [keys(ctx, email)[0].key]);
}
