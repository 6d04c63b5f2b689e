import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function SpecialOffersPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.specialOffers.title' })} intro={intl.formatMessage({ id: 'page.specialOffers.intro' })} />
    </div>
  );
}
