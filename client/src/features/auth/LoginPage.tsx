import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function LoginPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.login.title' })} intro={intl.formatMessage({ id: 'page.login.intro' })} />
    </div>
  );
}
