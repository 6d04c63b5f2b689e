import { paths } from '../../lib/urls';

export const ADMIN_VIEWS = ['overview', 'insights', 'villas', 'enquiries', 'flight-inquiries', 'users', 'bookings', 'orders', 'newsletter', 'payments', 'owners', 'reviews', 'audit', 'emails'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

export function isAdminView(value: string | null | undefined): value is AdminView {
  return (ADMIN_VIEWS as readonly string[]).includes(value ?? '');
}

export interface AdminParams {
  view?: AdminView;
  /** Search text (name or e-mail). */
  q?: string;
  /** 1-based page number. */
  page?: number;
  /** A list's status filter, as its GraphQL enum value (orders: OVERDUE; enquiries: NEW). */
  status?: string;
  /** Villas: only this destination key. */
  destination?: string;
  /** Villas: only published (true) or only unpublished (false) ones. */
  published?: boolean;
  /** Villas: the villa open in the editor. */
  edit?: string;
  /** Villas: the editor for a new villa. */
  create?: boolean;
}

/** /admin with only the parameters that differ from the defaults (overview, no search, no filter, page 1). */
export function adminUrl({ view = 'overview', q, page, status, destination, published, edit, create }: AdminParams = {}): string {
  const query = new URLSearchParams();
  if (view !== 'overview') query.set('view', view);
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  if (destination) query.set('destination', destination);
  if (published !== undefined) query.set('published', published ? 'yes' : 'no');
  if (page && page > 1) query.set('page', String(page));
  if (edit) query.set('edit', edit);
  else if (create) query.set('new', '1');
  const qs = query.toString();
  return qs ? `${paths.admin}?${qs}` : paths.admin;
}
