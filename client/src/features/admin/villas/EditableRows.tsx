import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/forms';
import { ItemList } from '../ItemList';

/**
 * Rows the editor adds and removes (seasons, amenities), numbered: each a fieldset named by its
 * number ("Season 2"), its fields named by their API path (`rates.1.from`), so the server's
 * messages, which name that path, land on them.
 */
export function EditableRows<Row extends { key: number | string }>({
  rows,
  path,
  rowName,
  empty,
  className,
  rowClassName,
  hideName = false,
  children,
}: {
  rows: readonly Row[];
  /** The rows' API path: `rates`, `amenities`. */
  path: string;
  rowName: MessageId;
  empty: MessageId;
  className: string;
  rowClassName: string;
  /** The name is for screen readers only (the row shows its own labels). */
  hideName?: boolean;
  children: (row: Row, index: number, fieldPath: (part: string) => string) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <ItemList items={rows} ordered className={className} empty={empty}>
      {(row, i) => (
        <li key={row.key}>
          <fieldset className={rowClassName}>
            <legend className={hideName ? 'visually-hidden' : undefined}>{intl.formatMessage({ id: rowName }, { number: i + 1 })}</legend>
            {children(row, i, (part) => `${path}.${i}.${part}`)}
          </fieldset>
        </li>
      )}
    </ItemList>
  );
}
