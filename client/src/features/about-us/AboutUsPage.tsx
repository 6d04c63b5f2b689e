import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function AboutUsPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.aboutUs.title' })} intro={intl.formatMessage({ id: 'page.aboutUs.intro' })} />
    </div>
  );
}
