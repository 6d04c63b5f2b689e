import { FormattedMessage } from 'react-intl';

export function PageLoading() {
  return (
    <div className="page container page-loading" role="status" aria-live="polite">
      <FormattedMessage id="app.loading" />
    </div>
  );
}
