import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Icon, isIconName } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
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
  const intl = useIntl();
  const { data, loading } = useQuery(WhyUsPageQuery);
  const cards = data?.whyUsCards ?? [];
  const benefits = cards.filter((c) => c.kind === 'benefit');
  const differentiators = cards.filter((c) => c.kind === 'differentiator');

  const list = (items: typeof cards) => (
    <ul className="card-grid">
      {items.map((card) => (
        <li key={card.key} className="content-card">
          <Icon name={isIconName(card.icon) ? card.icon : 'check'} size={28} className="content-card__icon" />
          <h3>{card.title}</h3>
          <p>{card.body}</p>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="why-us-page">
      <PageHero image="/images/pages/why-us.svg" title={intl.formatMessage({ id: 'page.whyUs.title' })} lead={intl.formatMessage({ id: 'page.whyUs.intro' })} />
      {loading && !data ? <PageLoading /> : null}
      <section className="container page-section" aria-labelledby="why-benefits">
        <h2 id="why-benefits" className="page-section__title">
          <FormattedMessage id="whyUs.benefitsTitle" />
        </h2>
        {list(benefits)}
      </section>
      <section className="container page-section" aria-labelledby="why-different">
        <h2 id="why-different" className="page-section__title">
          <FormattedMessage id="whyUs.differentTitle" />
        </h2>
        {list(differentiators)}
      </section>
      <section className="container page-section content-cta">
        <h2 className="page-section__title">
          <FormattedMessage id="whyUs.ctaTitle" />
        </h2>
        <p className="page-section__lead">
          <FormattedMessage id="whyUs.ctaText" />
        </p>
        <Link className="button button--primary" to={paths.enquire}>
          <FormattedMessage id="whyUs.ctaButton" />
        </Link>
      </section>
    </div>
  );
}
