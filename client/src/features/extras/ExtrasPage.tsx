import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function ExtrasPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.extras.title' })} intro={intl.formatMessage({ id: 'page.extras.intro' })} />
    </div>
  );
}
