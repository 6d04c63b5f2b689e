import { FormattedMessage } from 'react-intl';
import { serverMessage } from '../../lib/errors';

/** Loading, failed or empty: what a list shows instead of (or before) its rows. */
export function ListStatus({ loading, error, empty, onRetry }: { loading: boolean; error?: unknown; empty: boolean; onRetry: () => void }) {
  if (error) {
    return (
      <div className="admin-status admin-status--error" role="alert">
        <p>{serverMessage(error) ?? <FormattedMessage id="admin.list.failed" />}</p>
        <button type="button" className="button button--outline" onClick={onRetry}>
          <FormattedMessage id="admin.list.retry" />
        </button>
      </div>
    );
  }
  if (loading && empty) {
    return (
      <p className="admin-status" role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (empty) {
    return (
      <p className="admin-status">
        <FormattedMessage id="admin.list.empty" />
      </p>
    );
  }
  return null;
}
