import { useIntl } from 'react-intl';
import { PageIntro } from '../../components/PageIntro';

export default function BlogPage() {
  const intl = useIntl();
  return (
    <div className="page container">
      <PageIntro title={intl.formatMessage({ id: 'page.blog.title' })} intro={intl.formatMessage({ id: 'page.blog.intro' })} />
    </div>
  );
}
