import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function EnquirePage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.enquire.title' })} intro={intl.formatMessage({ id: 'page.enquire.intro' })} />
    </div>
  );
}
