import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro';
import { HttpStatus } from '../../lib/server-render';
import { paths } from '../../lib/urls';

/** Anything outside the route table: "404 Page Not Found". */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className="page container not-found">
      <HttpStatus code={404} />
      <PageIntro title={intl.formatMessage({ id: 'notFound.title' })} intro={intl.formatMessage({ id: 'notFound.text' })}>
        <Link className="button button--primary" to={paths.home}>
          <FormattedMessage id="notFound.home" />
        </Link>
      </PageIntro>
    </div>
  );
}
