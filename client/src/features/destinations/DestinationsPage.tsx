import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function DestinationsPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.destinations.title' })} intro={intl.formatMessage({ id: 'page.destinations.intro' })} />
    </div>
  );
}
