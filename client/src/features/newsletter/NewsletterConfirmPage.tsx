import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function NewsletterConfirmPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.newsletterConfirm.title' })} intro={intl.formatMessage({ id: 'page.newsletterConfirm.intro' })} />
    </div>
  );
}
