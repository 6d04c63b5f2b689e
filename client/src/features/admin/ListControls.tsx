import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FIELD_MAX_LENGTH } from '../../lib/fields';
import type { MessageId } from '../../lib/message-id';
import { isAdminView } from './admin.urls';

/** Rows per page of every admin list (the server paginates). */
export const ADMIN_PAGE_SIZE = 20;
/** Typing pauses this long before the search goes into the URL and to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type ListVariables = ReturnType<typeof useListParams>['variables'];

/** The list state kept in the URL: the view, search text and page. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view');
  const q = params.get('q') ?? '';
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const update = (changes: { q?: string; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.q !== undefined) {
          if (changes.q) next.set('q', changes.q);
          else next.delete('q');
          next.delete('page');
        }
        if (changes.page !== undefined) {
          if (changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
        }
        if (!isAdminView(next.get('view'))) next.delete('view');
        return next;
      },
      // Outside a transition: a deferred URL update would render the list with old and new
      // variables in turn, and each flip would send its query again.
      { replace: changes.q !== undefined, flushSync: true },
    );
  const pageInput = { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
  return {
    view: isAdminView(view) ? view : 'overview',
    q,
    page,
    /** The variables every admin list query takes: the search as its filter, and the page. */
    variables: { filter: q ? { search: q } : null, page: pageInput },
    setQuery: (value: string) => update({ q: value }),
    setPage: (value: number) => update({ page: value }),
  };
}

/** A list filter chosen from fixed values, kept in the URL (`?status=OVERDUE`, `?kind=REFUND`); unset is all. */
export interface ListFilter<T extends string = string> {
  /** The URL parameter, also the field of the query's filter. */
  param: string;
  values: readonly T[];
  /** Each value's label in the select. */
  messages: Record<T, MessageId>;
  label: MessageId;
  /** The select's choice for every value ("All statuses"). */
  allLabel: MessageId;
  /** The value as the query's filter takes it, where that is not the URL's text (yes/no → true/false). */
  variable?(value: T): string | boolean;
}

/** The filter's value in the URL (one of its values, or null for all), and a setter that goes back to the first page. */
export function useFilterParam<T extends string>(filter: Pick<ListFilter<T>, 'param' | 'values'> | undefined): [T | null, (value: T | null) => void] {
  const [raw, setRaw] = useTextParam(filter?.param ?? '');
  const value = filter?.values.find((v) => v === raw) ?? null;
  return [value, setRaw];
}

/**
 * A free-text list filter kept in the URL (`?destination=corfu`), or null for all; the server
 * checks it. Choosing another value goes back to the first page.
 */
export function useTextParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = (name && params.get(name)?.trim()) || null;
  const setValue = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      },
      { flushSync: true },
    );
  return [value, setValue];
}

/** A labelled select in the list's tools; its first option stands for all. */
export function ToolSelect({ label, allLabel, value, onChange, children }: { label: ReactNode; allLabel: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="admin-filter__label">
        {label}
      </label>
      <select id={id} className="control form-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {children}
      </select>
    </div>
  );
}

/** The select over a list filter: "all" and each value, with its label. */
export function FilterSelect<T extends string>({ filter, value, onChange }: { filter: ListFilter<T>; value: T | null; onChange: (value: T | null) => void }) {
  const intl = useIntl();
  return (
    <ToolSelect label={intl.formatMessage({ id: filter.label })} allLabel={intl.formatMessage({ id: filter.allLabel })} value={value ?? ''} onChange={(next) => onChange(filter.values.find((v) => v === next) ?? null)}>
      {filter.values.map((option) => (
        <option key={option} value={option}>
          {intl.formatMessage({ id: filter.messages[option] })}
        </option>
      ))}
    </ToolSelect>
  );
}

/** A search field for names and e-mails; the URL follows once typing pauses. */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (q: string) => void; label: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  // The URL changed from elsewhere (back button, another view): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="admin-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" className="control form-field__input" maxLength={FIELD_MAX_LENGTH.text} placeholder={label} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** Previous / next through the server's pages, with where we are. */
export function Pagination({ page, totalCount, onPage }: { page: number; totalCount: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(totalCount / ADMIN_PAGE_SIZE));
  return (
    <nav className="admin-pagination" aria-label={intl.formatMessage({ id: 'admin.pagination' })}>
      <p className="admin-pagination__status" aria-live="polite">
        <FormattedMessage id="admin.pagination.status" values={{ page: Math.min(page, pages), pages, total: totalCount }} />
      </p>
      <div className="admin-pagination__buttons">
        <button type="button" className="button button--outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <FormattedMessage id="admin.pagination.previous" />
        </button>
        <button type="button" className="button button--outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <FormattedMessage id="admin.pagination.next" />
        </button>
      </div>
    </nav>
  );
}

/**
 * An admin list's query, run with the URL's search and page, the view's filter (`filter`, also
 * shown as a select) and any other filter the view keeps (`extra`): what `AdminList` needs to
 * show it (spread it in), plus `refetch` for views that change rows and must read the list again.
 */
export function useAdminListQuery<TData, Row, TFilter extends object = object>(
  document: TypedDocumentNode<TData, { filter: ({ search?: string } & TFilter) | null; page: ListVariables['page'] }>,
  pick: (data: TData) => { items: Row[]; totalCount: number },
  { filter, extra }: { filter?: ListFilter; extra?: Partial<TFilter> } = {},
) {
  const list = useListParams();
  const [value, setValue] = useFilterParam(filter);
  const chosen = filter && value ? { [filter.param]: filter.variable ? filter.variable(value) : value } : {};
  // Only the filters that are set: with none, the filter is null, as the lists always sent it.
  const set = Object.entries({ ...list.variables.filter, ...extra, ...chosen }).filter(([, v]) => v !== null && v !== undefined);
  const variables = { filter: set.length ? (Object.fromEntries(set) as { search?: string } & TFilter) : null, page: list.variables.page };
  const { data, loading, error, refetch } = useQuery(document, { variables, fetchPolicy: 'cache-and-network' });
  const answer = data ? pick(data) : undefined;
  return {
    list,
    filter: filter ? { filter, value, onChange: setValue } : undefined,
    rows: answer?.items ?? [],
    totalCount: answer?.totalCount,
    loading,
    error,
    onRetry: () => void refetch(),
    refetch,
  };
}
