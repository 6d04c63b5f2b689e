import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../lib/message-id';
import { useAdminFormat, type AdminFormat } from './admin.format';
import { VIEW_INFO } from './admin.views';
import { FilterSelect, Pagination, SearchBox, type useAdminListQuery } from './ListControls';
import { ListStatus } from './ListStatus';

/** One column of an admin table: its heading (also each cell's label on phones) and its cell. */
export interface AdminColumn<Row> {
  label: MessageId;
  /** The cell, with the panel's formatters (dates, amounts) at hand. */
  cell: (row: Row, format: AdminFormat) => ReactNode;
  /** `admin-table__wrap` for e-mails and names that may break, `admin-table__number` for amounts. */
  className?: string;
}

/**
 * The frame every admin list shares: the search box, the view's filter, the loading/error/empty
 * status, the table (its first column heads each row, the view's title is its caption) and the
 * pagination. The view keeps its query and its cells.
 */
export function AdminList<Row extends { id: string }>({
  list,
  filter,
  columns,
  rows,
  totalCount,
  loading,
  error,
  onRetry,
  tools,
  action,
  children,
}: Omit<ReturnType<typeof useAdminListQuery<unknown, Row>>, 'refetch'> & {
  columns: readonly AdminColumn<Row>[];
  /** More controls beside the search box, before the filter, such as a destination. */
  tools?: ReactNode;
  /** The tools' last control, such as a link to a new villa. */
  action?: ReactNode;
  /** Anything else the view shows, such as a confirmation dialog. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const format = useAdminFormat();
  const view = VIEW_INFO[list.view];
  const labels = columns.map((column) => intl.formatMessage({ id: column.label }));
  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={list.q} onSearch={list.setQuery} label={intl.formatMessage({ id: view.search ?? 'admin.search.nameOrEmail' })} />
        {tools}
        {filter ? <FilterSelect {...filter} /> : null}
        {action}
      </div>
      <ListStatus loading={loading} error={error} empty={rows.length === 0} onRetry={onRetry} />
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id={view.title} />
          </caption>
          <thead>
            <tr>
              {labels.map((label, i) => (
                <th key={columns[i].label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column, i) => {
                  const Cell = i === 0 ? 'th' : 'td';
                  return (
                    <Cell key={column.label} scope={i === 0 ? 'row' : undefined} data-label={labels[i]} className={column.className}>
                      {column.cell(row, format)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {totalCount !== undefined ? <Pagination page={list.page} totalCount={totalCount} onPage={list.setPage} /> : null}
      {children}
    </section>
  );
}

/** A cell's value with a smaller line under it (an e-mail under a name, a date under a number), as one element. */
export function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <div>
      {main}
      {sub ? <span className="admin-table__sub">{sub}</span> : null}
    </div>
  );
}
