import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function ShortlistPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.shortlist.title' })} intro={intl.formatMessage({ id: 'page.shortlist.intro' })} />
    </div>
  );
}
