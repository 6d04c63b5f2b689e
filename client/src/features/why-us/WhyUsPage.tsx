import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Icon, isIconName } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { PageLoading } from '../../components/PageLoading';
import { paths } from '../../lib/urls';

const WhyUsPageQuery = graphql(`
  query WhyUsPage {
    whyUsCards {
      key
      kind
      icon
      title
      body
    }
  }
`);

/** /why-us: six benefit cards and four differentiators, from the whyUsCards query. */
export default function WhyUsPage() {
  const { data, loading } = useQuery(WhyUsPageQuery);
  const cards = data?.whyUsCards ?? [];
  const benefits = cards.filter((c) => c.kind === 'benefit');
  const differentiators = cards.filter((c) => c.kind === 'differentiator');

  const list = (items: typeof cards) => (
    <ul className="card-grid">
      {items.map((card) => (
        <li key={card.key} className="surface content-card">
          <Icon name={isIconName(card.icon) ? card.icon : 'check'} size={28} className="content-card__icon" />
          <h3>{card.title}</h3>
          <p>{card.body}</p>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="why-us-page">
      <PageHero image="/images/pages/why-us.svg" title="page.whyUs.title" lead="page.whyUs.intro" />
      {loading && !data ? <PageLoading /> : null}
      <PageSection headingId="why-benefits" title="whyUs.benefitsTitle">
        {list(benefits)}
      </PageSection>
      <PageSection headingId="why-different" title="whyUs.differentTitle">
        {list(differentiators)}
      </PageSection>
      <PageSection headingId="why-cta" title="whyUs.ctaTitle" lead="whyUs.ctaText" className="content-cta">
        <Link className="button button--primary" to={paths.enquire}>
          <FormattedMessage id="whyUs.ctaButton" />
        </Link>
      </PageSection>
    </div>
  );
}
