import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FIELD_MAX_LENGTH } from '../../lib/forms';
import { isAdminView } from './admin.urls';

/** Rows per page of every admin list (the server paginates). */
export const ADMIN_PAGE_SIZE = 20;
/** Typing pauses this long before the search goes into the URL and to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type ListVariables = ReturnType<typeof useListParams>['variables'];

/** The list state kept in the URL: search text and page. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
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
    q,
    page,
    /** The variables every admin list query takes: the search as its filter, and the page. */
    variables: { filter: q ? { search: q } : null, page: pageInput },
    setQuery: (value: string) => update({ q: value }),
    setPage: (value: number) => update({ page: value }),
  };
}

/**
 * A list filter kept in the URL (`?status=OVERDUE`, `?kind=REFUND`): one of `values`, or null
 * for all. Choosing another value goes back to the first page.
 */
export function useFilterParam<T extends string>(name: string, values: readonly T[]): [T | null, (value: T | null) => void] {
  const [raw, setRaw] = useTextParam(name);
  const value = values.find((v) => v === raw) ?? null;
  return [value, setRaw];
}

/**
 * A free-text list filter kept in the URL (`?destination=corfu`), or null for all; the server
 * checks it. Choosing another value goes back to the first page.
 */
export function useTextParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name)?.trim() || null;
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

/** A select over a list filter: "all" and each value, with its label. */
export function FilterSelect<T extends string>({ label, allLabel, value, options, onChange }: { label: string; allLabel: string; value: T | null; options: readonly { value: T; label: string }[]; onChange: (value: T | null) => void }) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="admin-filter__label">
        {label}
      </label>
      <select id={id} className="control form-field__input" value={value ?? ''} onChange={(event) => onChange((options.find((o) => o.value === event.target.value)?.value ?? null) as T | null)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
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
 * An admin list's query, run with the URL's search and page (and any other filter the view
 * keeps, such as a status): what `AdminList` needs to show it (spread it in), plus `refetch`
 * for views that change rows and must read the list again.
 */
export function useAdminListQuery<TData, Row, TFilter extends object = object>(
  document: TypedDocumentNode<TData, { filter: ({ search?: string } & TFilter) | null; page: ListVariables['page'] }>,
  pick: (data: TData) => { items: Row[]; totalCount: number },
  extraFilter?: TFilter,
) {
  const list = useListParams();
  // Only the filters that are set: with none, the filter is null, as the lists always sent it.
  const set = Object.entries({ ...list.variables.filter, ...extraFilter }).filter(([, value]) => value !== null && value !== undefined);
  const variables = { filter: set.length ? (Object.fromEntries(set) as { search?: string } & TFilter) : null, page: list.variables.page };
  const { data, loading, error, refetch } = useQuery(document, { variables, fetchPolicy: 'cache-and-network' });
  const answer = data ? pick(data) : undefined;
  return {
    list,
    rows: answer?.items ?? [],
    totalCount: answer?.totalCount,
    loading,
    error,
    onRetry: () => void refetch(),
    refetch,
  };
}
