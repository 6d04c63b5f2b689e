import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../lib/message-id';

/** A table's column headings, by message id; `numeric` columns align right with their figures (`num`). */
export function TableHead({ columns }: { columns: readonly { label: MessageId; numeric?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
            <FormattedMessage id={column.label} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
