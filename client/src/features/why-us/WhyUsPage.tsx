import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function WhyUsPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.whyUs.title' })} intro={intl.formatMessage({ id: 'page.whyUs.intro' })} />
    </div>
  );
}
