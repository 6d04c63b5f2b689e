import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../lib/message-id';

/** The badge colours of admin.css: done, waiting, needs attention, a refund, and neutral. */
export type BadgeTone = 'completed' | 'pending' | 'failed' | 'refund' | 'muted';

/** A status as a coloured label (an order's, a payment's, an account's, a villa's). */
export function Badge({ tone, message }: { tone: BadgeTone; message: MessageId }) {
  return (
    <span className={`admin-badge admin-badge--${tone}`}>
      <FormattedMessage id={message} />
    </span>
  );
}
