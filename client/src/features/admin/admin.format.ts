import { useIntl } from 'react-intl';
import type { NewsletterStatus, PaymentStatus } from '../../__generated__/graphql';
import { useFormatDate, type DateStyle } from '../../lib/dates';
import { formatMinorUnits, formatWholeUnits } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';

/** Booking and payment ids show their first 8 characters, intents their first 20. */
export const SHORT_ID_LENGTH = 8;
export const PAYMENT_INTENT_LENGTH = 20;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

export function shortPaymentIntent(id: string | null | undefined): string | null {
  return id ? id.slice(0, PAYMENT_INTENT_LENGTH) : null;
}

/** Completed and pending are shown as they are; anything else as failed. */
export type PaymentStatusShown = 'completed' | 'pending' | 'failed';

export function paymentStatusShown(status: PaymentStatus | string): PaymentStatusShown {
  const value = status.toLowerCase();
  return value === 'completed' || value === 'pending' ? value : 'failed';
}

/** Subscribed and confirmed = Active; subscribed only = Pending; else Unsubscribed. */
export function subscriberStatus(subscriber: { subscribed: boolean; confirmed: boolean }): NewsletterStatus {
  if (subscriber.subscribed && subscriber.confirmed) return 'ACTIVE' as NewsletterStatus;
  if (subscriber.subscribed) return 'PENDING' as NewsletterStatus;
  return 'UNSUBSCRIBED' as NewsletterStatus;
}

/** One changed value as the audit log shows it: readable text, or null where there was none. */
export interface AuditChangeShown {
  field: string;
  before: string | null;
  after: string | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function parse(text: string | null | undefined): Json | undefined {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as words: texts without quotes, lists joined, amenities as "label (icon)", nothing as null. */
function readable(value: Json | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (!value.length) return null;
    return value.map((item) => (isRecord(item) && typeof item.label === 'string' ? (item.icon ? `${item.label} (${String(item.icon)})` : item.label) : typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  }
  return JSON.stringify(value);
}

/**
 * The audit log's changes (JSON before and after, as stored) as readable lines. Nested objects
 * (a villa's translations) are opened to their leaves, so an edit of the German title reads
 * "translations.de.title: Villa Petra → Villa Petra am Meer" and unchanged texts beside it are left out.
 */
export function auditChanges(changes: readonly { field: string; before?: string | null; after?: string | null }[]): AuditChangeShown[] {
  const lines: AuditChangeShown[] = [];
  const visit = (field: string, before: Json | undefined, after: Json | undefined, depth: number) => {
    if ((isRecord(before) || isRecord(after)) && (before === undefined || before === null || isRecord(before)) && (after === undefined || after === null || isRecord(after)) && depth < 3) {
      const b = isRecord(before) ? before : {};
      const a = isRecord(after) ? after : {};
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) visit(`${field}.${key}`, b[key], a[key], depth + 1);
      return;
    }
    const shown = { field, before: readable(before), after: readable(after) };
    // Nothing before and nothing after (a new villa's empty lists) is no change to read.
    if (shown.before !== shown.after) lines.push(shown);
  };
  for (const change of changes) visit(change.field, parse(change.before), parse(change.after), 0);
  return lines;
}

/** The panel's formatters in the interface language: dates, amounts in minor and in whole units, counts. */
export interface AdminFormat {
  date: (iso: string, style?: DateStyle) => string;
  money: (minor: number, currency: string) => string;
  wholeMoney: (amount: number, currency: string) => string;
  number: (value: number) => string;
}

export function useAdminFormat(): AdminFormat {
  const intl = useIntl();
  const { language } = usePreferences();
  const date = useFormatDate();
  return {
    date,
    money: (minor, currency) => formatMinorUnits(minor, currency, language),
    wholeMoney: (amount, currency) => formatWholeUnits(amount, currency, language),
    number: (value) => intl.formatNumber(value),
  };
}
