import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../lib/message-id';

/** A quiet line where content would be: nothing yet, nothing found, or what comes after saving. */
export function AdminNote({ message, values }: { message: MessageId; values?: Record<string, string | number> }) {
  return (
    <p className="admin-status">
      <FormattedMessage id={message} values={values} />
    </p>
  );
}
