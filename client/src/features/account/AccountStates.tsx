import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../lib/message-id';

export function AccountLoading() {
  return (
    <p className="account-state" role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

export function AccountError() {
  return (
    <p className="account-state account-state--error" role="alert">
      <FormattedMessage id="account.loadFailed" />
    </p>
  );
}

/** An empty list: its message and what to do next. */
export function AccountEmpty({ message, children }: { message: MessageId; children?: ReactNode }) {
  return (
    <div className="empty-box account-empty">
      <p>
        <FormattedMessage id={message} />
      </p>
      {children}
    </div>
  );
}
