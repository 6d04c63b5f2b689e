import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadText, toCsv } from './csv';

export interface ChartColumn<Row> {
  /** The column heading (also the CSV header). */
  label: string;
  /** The cell as shown in the table. */
  cell: (row: Row) => string;
  /** The cell in the CSV: plain numbers, no formatting. */
  csv: (row: Row) => string | number;
}

/**
 * One chart of the dashboard with the same figures as a table: a toggle switches between them
 * (the table is what screen readers are pointed to; the chart itself is described by its
 * summary), and the figures download as CSV.
 */
export function ChartCard<Row>({ title, summary, rows, columns, filename, children }: { title: string; summary: string; rows: readonly Row[]; columns: ChartColumn<Row>[]; filename: string; children: ReactNode }) {
  const intl = useIntl();
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const download = () => downloadText(filename, toCsv(columns.map((column) => column.label), rows.map((row) => columns.map((column) => column.csv(row)))));
  return (
    <section className="insights-card" aria-labelledby={headingId}>
      <div className="insights-card__head">
        <h2 id={headingId} className="insights-card__title">
          {title}
        </h2>
        <div className="insights-card__tools" role="group" aria-label={intl.formatMessage({ id: 'admin.insights.viewAs' }, { title })}>
          <button type="button" className="button button--outline button--small" aria-pressed={mode === 'chart'} onClick={() => setMode('chart')}>
            <FormattedMessage id="admin.insights.chart" />
          </button>
          <button type="button" className="button button--outline button--small" aria-pressed={mode === 'table'} onClick={() => setMode('table')}>
            <FormattedMessage id="admin.insights.table" />
          </button>
          <button type="button" className="button button--outline button--small" onClick={download} aria-label={intl.formatMessage({ id: 'admin.insights.downloadLabel' }, { title })}>
            <FormattedMessage id="admin.insights.download" />
          </button>
        </div>
      </div>
      {mode === 'chart' ? (
        <div className="insights-card__chart" role="img" aria-label={summary}>
          {children}
        </div>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className="insights-card__table admin-table-wrap" tabIndex={0} role="group" aria-label={intl.formatMessage({ id: 'admin.insights.tableOf' }, { title })}>
          <table className="admin-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((column, j) =>
                    j === 0 ? (
                      <th key={column.label} scope="row">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.label} className="admin-table__number">
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
