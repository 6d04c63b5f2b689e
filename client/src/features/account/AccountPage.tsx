import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function AccountPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.account.title' })} intro={intl.formatMessage({ id: 'page.account.intro' })} />
    </div>
  );
}
