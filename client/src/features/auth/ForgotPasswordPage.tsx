import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.forgotPassword.title' })} intro={intl.formatMessage({ id: 'page.forgotPassword.intro' })} />
    </div>
  );
}
