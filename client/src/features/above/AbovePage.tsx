import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function AbovePage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.above.title' })} intro={intl.formatMessage({ id: 'page.above.intro' })} />
    </div>
  );
}
