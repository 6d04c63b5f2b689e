import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function PropertyPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.property.title' })} intro={intl.formatMessage({ id: 'page.property.intro' })} />
    </div>
  );
}
