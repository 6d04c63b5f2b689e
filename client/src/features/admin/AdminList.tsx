import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../lib/forms';
import { Pagination, SearchBox, type useListParams } from './ListControls';
import { ListStatus } from './ListStatus';

/** One column of an admin table: its heading (also each cell's label on phones) and its cell. */
export interface AdminColumn<Row> {
  label: MessageId;
  cell: (row: Row) => ReactNode;
  /** `admin-table__wrap` for e-mails and names that may break, `admin-table__number` for amounts. */
  className?: string;
}

/**
 * The frame every admin list shares: the search box, the loading/error/empty status, the table
 * (its first column heads each row) and the pagination. The view keeps its query and its cells.
 */
export function AdminList<Row extends { id: string }>({
  list,
  searchLabel,
  caption,
  columns,
  rows,
  totalCount,
  loading,
  error,
  onRetry,
  tools,
  children,
}: {
  list: ReturnType<typeof useListParams>;
  searchLabel: MessageId;
  caption: MessageId;
  columns: AdminColumn<Row>[];
  rows: readonly Row[];
  /** Undefined until the first answer arrives; the pagination waits for it. */
  totalCount: number | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** More controls beside the search box, such as a status filter. */
  tools?: ReactNode;
  /** Anything else the view shows, such as a confirmation dialog. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const labels = columns.map((column) => intl.formatMessage({ id: column.label }));
  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={list.q} onSearch={list.setQuery} label={intl.formatMessage({ id: searchLabel })} />
        {tools}
      </div>
      <ListStatus loading={loading} error={error} empty={rows.length === 0} onRetry={onRetry} />
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id={caption} />
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
                      {column.cell(row)}
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
