import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function CheckoutPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.checkout.title' })} intro={intl.formatMessage({ id: 'page.checkout.intro' })} />
    </div>
  );
}
