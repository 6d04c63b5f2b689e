import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function HomePage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.home.title' })} intro={intl.formatMessage({ id: 'page.home.intro' })} />
    </div>
  );
}
