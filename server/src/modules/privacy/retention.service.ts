import { NEWSLETTER_LINK_RETENTION_DAYS } from '../../../../common/constants';
import type { Config } from '../../config';
import { sql, type SqlExecutor } from '../../db/sql';
import { log } from '../../logger';
import { deleteExpiredCounters } from '../../rate-limits';

export interface RetentionResult {
  sessions: number;
  passwordResetTokens: number;
  newsletterTokens: number;
  sentMail: number;
  rateLimits: number;
}

/**
 * Deletes what the site no longer needs (README, "Privacy: what we keep and for how long"):
 * expired sessions, used or expired password reset links, newsletter confirmation links past
 * NEWSLETTER_LINK_RETENTION_DAYS, sent mail older than MAIL_RETENTION_DAYS (mail not yet sent
 * stays, whatever its age) and rate-limit counters whose window ended. Each statement stands
 * alone: a second instance running it at once deletes nothing twice.
 */
export async function applyRetention(db: SqlExecutor, config: Pick<Config, 'mail'>): Promise<RetentionResult> {
  const count = async (text: string, params: unknown[] = []) => (await sql(db, text, params)).count;
  const result: RetentionResult = {
    sessions: await count(`DELETE FROM sessions WHERE expire < now()`),
    passwordResetTokens: await count(`DELETE FROM password_reset_tokens WHERE used_at IS NOT NULL OR expires_at < now()`),
    newsletterTokens: await count(
      `DELETE FROM newsletter_confirmation_tokens WHERE coalesce(used_at, created_at) < now() - make_interval(days => $1)`,
      [NEWSLETTER_LINK_RETENTION_DAYS],
    ),
    sentMail: await count(`DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < now() - make_interval(days => $1)`, [config.mail.retentionDays]),
    rateLimits: await deleteExpiredCounters(db),
  };
  log().info({ deleted: result }, 'retention: old rows deleted');
  return result;
}
