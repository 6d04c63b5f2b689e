import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function SearchPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.search.title' })} intro={intl.formatMessage({ id: 'page.search.intro' })} />
    </div>
  );
}
