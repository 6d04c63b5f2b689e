import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function ResetPasswordPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.resetPassword.title' })} intro={intl.formatMessage({ id: 'page.resetPassword.intro' })} />
    </div>
  );
}
