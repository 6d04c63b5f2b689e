import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../lib/message-id';

/** One titled card of the account page (profile, password, data, deletion); `danger` marks the one that deletes. */
export function AccountCard({ title, danger = false, children }: { title: MessageId; danger?: boolean; children: ReactNode }) {
  return (
    <div className={danger ? 'surface account-card account-card--danger' : 'surface account-card'}>
      <h2 className="account-card__title">
        <FormattedMessage id={title} />
      </h2>
      {children}
    </div>
  );
}
