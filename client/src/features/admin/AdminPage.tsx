import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function AdminPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.admin.title' })} intro={intl.formatMessage({ id: 'page.admin.intro' })} />
    </div>
  );
}
