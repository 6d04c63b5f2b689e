import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { PageLoading } from '../../components/PageLoading';
import './about-us.css';

const AboutUsPageQuery = graphql(`
  query AboutUsPage {
    teamMembers {
      id
      name
      title
      bio
      image
    }
  }
`);

const STORY = ['aboutUs.story1', 'aboutUs.story2', 'aboutUs.story3'] as const;

/** /about-us: the company story and the team with their titles. */
export default function AboutUsPage() {
  const intl = useIntl();
  const { data, loading } = useQuery(AboutUsPageQuery);

  return (
    <div className="about-page">
      <PageHero image="/images/pages/about-us.svg" title="page.aboutUs.title" lead="page.aboutUs.intro" />
      <PageSection headingId="about-story" title="aboutUs.storyTitle" className="about-story">
        {STORY.map((id) => (
          <p key={id}>
            <FormattedMessage id={id} />
          </p>
        ))}
      </PageSection>
      <PageSection headingId="about-team" title="aboutUs.teamTitle" id="team">
        {loading && !data ? <PageLoading /> : null}
        <ul className="card-grid team-grid">
          {data?.teamMembers.map((member) => (
            <li key={member.id} className="surface team-card">
              <img src={member.image} alt={intl.formatMessage({ id: 'aboutUs.portrait' }, { name: member.name })} width={400} height={400} loading="lazy" decoding="async" />
              <h3>{member.name}</h3>
              <p className="team-card__title">{member.title}</p>
              <p>{member.bio}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
